import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Tabs } from './tabs.js';

const items = [
  { value: 0, label: 'All' },
  { value: 1, label: 'To pay', count: 2 },
  { value: 2, label: 'To ship' },
  { value: 3, label: 'To receive', count: 1 },
  { value: 4, label: 'To review' },
  { value: 5, label: 'After-sales' },
  { value: 6, label: 'Completed' },
  { value: 7, label: 'Cancelled', isDisabled: true },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs<number>,
  args: { items, 'aria-label': 'Orders', onSelectionChange: fn() },
  parameters: { padding: false },
} satisfies Meta<typeof Tabs<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /To ship/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /To receive/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Selected: Story = { args: { selectedValue: 3 } };

/** A selected tab beyond the width of a phone is scrolled into the list's view. */
export const SelectedBeyondTheWidth: Story = {
  args: {
    selectedValue: 6,
    items: items.map((item) => ({ ...item, label: `${item.label} orders` })),
  },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: /Completed/ });
    const list = canvas.getByRole('tablist');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const box = list.getBoundingClientRect();
    const seen = tab.getBoundingClientRect();
    await expect(seen.left).toBeGreaterThanOrEqual(box.left);
    await expect(seen.right).toBeLessThanOrEqual(box.right);
  },
};

export const Pill: Story = {
  args: {
    variant: 'pill',
    justify: 'fill',
    items: [
      { value: 0, label: 'Today' },
      { value: 1, label: 'This month' },
      { value: 2, label: 'This year' },
    ],
  },
};

export const WithPanel: Story = {
  args: { children: <p style={{ padding: 16 }}>The orders of the selected tab.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The orders of the selected tab.');
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <Tabs {...args} selectedValue={1} />
      <Tabs {...args} items={items.slice(0, 3)} justify="fill" />
      <Tabs {...args} items={items.slice(0, 3)} variant="pill" justify="fill" selectedValue={2} />
    </Stack>
  ),
};

const card = { margin: 0, padding: 16, borderRadius: 12, background: 'white' };

/**
 * The tabs over a list of cards, as the orders and the statement show them: on desktop the cards
 * start a gap below the band; a row of tabs nested in the panel (the statement's kinds under its
 * two parts) stays on the band.
 */
export const OverCardsDesktop: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div style={{ background: '#f5f5f5', paddingBottom: 16 }}>
      <Tabs {...args} items={items.slice(0, 2)} justify="fill" aria-label="Finance">
        <Tabs {...args} selectedValue={1}>
          <p style={card}>The first record.</p>
        </Tabs>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const [outer, inner] = canvas.getAllByRole('tablist');
    const first = canvas.getByText('The first record.');
    await expect(inner!.getBoundingClientRect().top).toBe(outer!.getBoundingClientRect().bottom);
    await expect(first.getBoundingClientRect().top).toBeGreaterThan(
      inner!.getBoundingClientRect().bottom,
    );
  },
};
