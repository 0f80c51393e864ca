import { describe, expect, it } from 'vitest';
import { cssVariables, vars } from './css-variables.js';
import { remCss as rem } from '@bazaar/domain';
import { tokens } from './tokens.js';

function declared(name: string, css = cssVariables): string | undefined {
  return new RegExp(`${name}: ([^;]+);`).exec(css)?.[1];
}

describe('css variables', () => {
  it.each([
    ['--color-bg-surface', '#ffffff'],
    ['--font-size-md', rem(14)],
    ['--space-3', rem(8)],
    ['--radius-full', rem(9999)],
    ['--z-index-popup', '2000'],
    ['--motion-duration-base', '200ms'],
    ['--size-control-md', rem(40)],
    ['--shadow-card', `0rem ${rem(1)} ${rem(4)} 0rem rgba(0, 0, 0, 0.08)`],
    ['--layout-grid-columns', '2'],
    ['--layout-page-max-width', 'none'],
  ])('declares %s as %s', (name, value) => {
    expect(declared(name)).toBe(value);
  });

  it('declares every variable exactly once on :root', () => {
    const root = cssVariables.slice(0, cssVariables.indexOf(":root[data-layout='desktop']"));
    const names = [...root.matchAll(/(--[a-z0-9-]+):/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('changes only layout variables for desktop', () => {
    const desktop = /:root\[data-layout='desktop'\] \{([^}]*)\}/.exec(cssVariables)?.[1] ?? '';
    const names = [...desktop.matchAll(/(--[a-z0-9-]+):/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name?.startsWith('--layout-'))).toBe(true);
    expect(declared('--layout-grid-columns', desktop)).toBe('5');
  });

  it('zeroes every duration under reduced motion', () => {
    const reduced = cssVariables.slice(cssVariables.indexOf('prefers-reduced-motion'));
    for (const name of Object.keys(tokens.motion.duration)) {
      expect(declared(`--motion-duration-${name}`, reduced)).toBe('0ms');
    }
  });

  it('references variables that exist', () => {
    const references = [
      vars.color.textSecondary,
      vars.space[3],
      vars.fontSize['2xl'],
      vars.size.control.md,
      vars.zIndex.popup,
      vars.motion.easing.standard,
      vars.layout.gutter,
    ];
    for (const reference of references) {
      const name = /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1];
      expect(name && declared(name)).toBeTruthy();
    }
  });
});
