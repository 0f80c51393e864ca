import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from './css-variables.js';
import { tokens } from './tokens.js';

/** A reference sheet of every token, for review and for the screenshot baseline. */
function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: vars.space[6] }}>
      <section aria-labelledby="colours">
        <h2 id="colours">Colour</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space[3] }}>
          {Object.keys(tokens.color).map((name) => (
            <div key={name} style={{ fontSize: vars.fontSize.xs }}>
              <div
                style={{
                  height: vars.size.control.md,
                  borderRadius: vars.radius.sm,
                  border: `1px solid ${vars.color.border}`,
                  background: vars.color[name as keyof typeof tokens.color],
                }}
              />
              {name}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="type">
        <h2 id="type">Type scale</h2>
        {Object.entries(tokens.fontSize).map(([name, px]) => (
          <p
            key={name}
            style={{ margin: 0, fontSize: vars.fontSize[name as keyof typeof tokens.fontSize] }}
          >
            {name} {px}px 市场 ตลาด
          </p>
        ))}
      </section>
      <section aria-labelledby="space">
        <h2 id="space">Spacing, radii and shadows</h2>
        {Object.entries(tokens.space).map(([step, px]) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: vars.space[3] }}>
            <span style={{ width: '3em' }}>{step}</span>
            <span
              style={{
                height: vars.space[3],
                width: vars.space[step as unknown as keyof typeof tokens.space],
                background: vars.color.bgFillBrand,
              }}
            />
            <span>{px}px</span>
          </div>
        ))}
        <div style={{ display: 'flex', gap: vars.space[5], marginTop: vars.space[5] }}>
          {(['card', 'raised', 'popup'] as const).map((shadow) => (
            <div
              key={shadow}
              style={{
                padding: vars.space[4],
                borderRadius: vars.radius.lg,
                background: vars.color.bgSurface,
                boxShadow: vars.shadow[shadow],
              }}
            >
              {shadow}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every token at once. */
export const AllTokens: Story = { tags: ['screenshot'] };

function rootFontSize(): string {
  return getComputedStyle(document.documentElement).fontSize;
}

/** At the 375-wide design the root font size is 37.5px, so rem(px) renders px 1:1. */
export const RootFontSizeMobile: Story = {
  play: async () => {
    await expect(rootFontSize()).toBe('37.5px');
    await expect(document.documentElement).toHaveAttribute('data-layout', 'mobile');
  },
};

/** A 320 px phone: window width / 10 = 32px, everything scales down with it. */
export const RootFontSizeNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(rootFontSize()).toBe('32px');
  },
};

/** Desktop keeps the 37.5px cap and switches the layout variables. */
export const RootFontSizeDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(rootFontSize()).toBe('37.5px');
    await expect(document.documentElement).toHaveAttribute('data-layout', 'desktop');
    const columns = getComputedStyle(document.documentElement).getPropertyValue(
      '--layout-grid-columns',
    );
    await expect(columns.trim()).toBe('5');
  },
};
