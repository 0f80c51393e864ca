import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.js';
import { Stack } from '../layout/layout.js';
import { EMPTY_KINDS, EmptyState } from './empty-state.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};
export const NoComments: Story = { args: { kind: 'no_comments' } };
export const NoOrders: Story = { args: { kind: 'no_orders' } };
export const NoCoupons: Story = { args: { kind: 'no_coupons' } };
export const NoGoodsToList: Story = { args: { kind: 'no_goods_to_list' } };
export const NoMoreData: Story = { args: { kind: 'no_more_data' } };
export const EmptyCart: Story = {
  args: { kind: 'empty_cart', action: <Button variant="outline">Go shopping</Button> },
};

/** A link as the action (the cart's "Go shopping" to the home page) looks like an outline button. */
export const LinkAction: Story = {
  tags: ['screenshot'],
  args: { kind: 'empty_cart', action: <a href="#home">Go shopping</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go shopping' });
    await expect(link).toBeVisible();
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack gap={0}>
      {EMPTY_KINDS.map((kind) => (
        <EmptyState key={kind} kind={kind} />
      ))}
    </Stack>
  ),
};

export const Russian: Story = { ...AllVariants, globals: { locale: 'ru' } };
export const Thai: Story = { ...AllVariants, globals: { locale: 'th' } };
export const Japanese: Story = { ...AllVariants, globals: { locale: 'ja' } };
export const SimplifiedChinese: Story = { ...AllVariants, globals: { locale: 'zh-cn' } };
