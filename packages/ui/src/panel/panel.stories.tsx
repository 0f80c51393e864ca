import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.js';
import { Chip } from '../chip/chip.js';
import { StateView } from '../state-view/state-view.js';
import { vars } from '../tokens/css-variables.js';
import { Panel } from './panel.js';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  args: {
    title: 'The books',
    children: <p>Every balance matches its ledger.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: `${vars.space[4]} 0`, background: vars.color.bgSurfaceSecondary }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The books' })).toBeVisible();
  },
};

export const DefaultDesktop: Story = { ...Default, globals: DESKTOP };

/** A status and a button beside the heading, a note under it; neither is in the region's name. */
export const WithActions: Story = {
  tags: ['screenshot'],
  args: {
    title: 'Shop vouchers',
    description: 'Buyers claim them on your shop page.',
    actions: (
      <>
        <Chip tone="green">Balanced</Chip>
        <Button size="sm">New voucher</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shop vouchers' })).toBeVisible();
  },
};

export const WithActionsDesktop: Story = { ...WithActions, globals: DESKTOP };

/** A long title wraps beside its actions. */
export const LongTitle: Story = {
  args: {
    title: 'Проверка бухгалтерских книг платформы за последнюю ночь',
    actions: <Chip tone="orange">Не завершена</Chip>,
  },
};

/** A panel whose content is still loading or failed: the state view inside it. */
export const WithStates: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space[4] }}>
      <Panel {...args} title="Loading">
        <StateView state="loading" />
      </Panel>
      <Panel {...args} title="Failed">
        <StateView state="failed" onRetry={() => undefined} />
      </Panel>
    </div>
  ),
};

export const WithStatesDesktop: Story = { ...WithStates, globals: DESKTOP };

/**
 * A button under the panel's content (a form's Save): on the phone it spans the panel, as a
 * thumb's action; on desktop it keeps its own width at the start of the row.
 */
export const WithFormAction: Story = {
  tags: ['screenshot'],
  args: {
    title: 'Prices',
    children: (
      <>
        <p>Each SKU at the price you set.</p>
        <Button size="lg">Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Prices' });
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(
      panel.getBoundingClientRect().width / 2,
    );
  },
};

export const WithFormActionDesktop: Story = {
  ...WithFormAction,
  globals: DESKTOP,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Prices' });
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      panel.getBoundingClientRect().width / 4,
    );
    await expect(button.getBoundingClientRect().left).toBeLessThan(
      panel.getBoundingClientRect().left + panel.getBoundingClientRect().width / 4,
    );
  },
};
