import { remCss as rem } from '@bazaar/domain';
import { layoutTokens, tokens, type ShadowLayer } from './tokens.js';

/** A tree with the shape of `T` whose leaves are `var(--...)` references. */
export type VarTree<T> = {
  readonly [K in keyof T]: T[K] extends string | number | readonly unknown[]
    ? string
    : VarTree<T[K]>;
};

type TokenGroup = keyof typeof tokens;

/** How a numeric leaf of each group becomes CSS. */
const units: Record<TokenGroup, 'rem' | 'ms' | 'none'> = {
  color: 'none',
  fontFamily: 'none',
  fontSize: 'rem',
  fontWeight: 'none',
  lineHeight: 'none',
  space: 'rem',
  radius: 'rem',
  shadow: 'rem',
  zIndex: 'none',
  motion: 'ms',
  size: 'rem',
};

const UNITLESS_LAYOUT_KEYS = new Set(['gridColumns']);

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function shadowValue(layers: readonly ShadowLayer[]): string {
  return layers
    .map(([x, y, blur, spread, c]) => `${rem(x)} ${rem(y)} ${rem(blur)} ${rem(spread)} ${c}`)
    .join(', ');
}

function leafValue(value: unknown, unit: 'rem' | 'ms' | 'none'): string {
  if (Array.isArray(value)) return shadowValue(value as readonly ShadowLayer[]);
  if (typeof value === 'number') {
    if (unit === 'rem') return rem(value);
    if (unit === 'ms') return `${value}ms`;
  }
  return String(value);
}

function isLeaf(value: unknown): boolean {
  return typeof value !== 'object' || value === null || Array.isArray(value);
}

function walk(
  node: Record<string, unknown>,
  path: string[],
  unit: 'rem' | 'ms' | 'none',
  declarations: [string, string][],
): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const name = [...path, kebab(key)].join('-');
    if (isLeaf(value)) {
      declarations.push([`--${name}`, leafValue(value, unit)]);
      tree[key] = `var(--${name})`;
    } else {
      tree[key] = walk(value as Record<string, unknown>, [...path, kebab(key)], unit, declarations);
    }
  }
  return tree;
}

const tokenDeclarations: [string, string][] = [];
const tokenTree: Record<string, unknown> = {};
for (const group of Object.keys(tokens) as TokenGroup[]) {
  tokenTree[group] = walk(
    tokens[group] as Record<string, unknown>,
    [kebab(group)],
    units[group],
    tokenDeclarations,
  );
}

function layoutDeclarations(values: Record<string, string | number>): [string, string][] {
  return Object.entries(values).map(([key, value]) => [
    `--layout-${kebab(key)}`,
    typeof value === 'number' && !UNITLESS_LAYOUT_KEYS.has(key) ? rem(value) : String(value),
  ]);
}

/** Layout variable references (`vars.layout.gutter` is `var(--layout-gutter)`). */
const layoutTree = Object.fromEntries(
  Object.keys(layoutTokens.mobile).map((key) => [key, `var(--layout-${kebab(key)})`]),
);

/**
 * Every token as a `var(--...)` reference, for styles: `color: ${vars.color.textSecondary};`.
 * The strings are constants, so styled-components keeps such styles static.
 */
export const vars = { ...tokenTree, layout: layoutTree } as unknown as VarTree<typeof tokens> & {
  readonly layout: VarTree<typeof layoutTokens.mobile>;
};

function block(declarations: [string, string][]): string {
  return declarations.map(([name, value]) => `${name}: ${value};`).join('\n');
}

/** The reduced-motion overrides: every duration becomes 0 ms. */
const reducedMotionDeclarations = tokenDeclarations
  .filter(([name]) => name.startsWith('--motion-duration-'))
  .map(([name]): [string, string] => [name, '0ms']);

/**
 * The stylesheet that declares every token once: tokens and the mobile layout on `:root`, the
 * desktop layout under `:root[data-layout='desktop']`, zero durations under reduced motion.
 */
export const cssVariables = `
:root {
${block(tokenDeclarations)}
${block(layoutDeclarations(layoutTokens.mobile))}
}
:root[data-layout='desktop'] {
${block(layoutDeclarations(layoutTokens.desktop))}
}
@media (prefers-reduced-motion: reduce) {
  :root {
${block(reducedMotionDeclarations)}
  }
}
`;
