import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Price } from './price.js';

const meta = {
  title: 'Data display/Price',
  component: Price,
  args: { amount: '1234.5', symbol: '$' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size]')).toHaveTextContent('$1,234.50');
  },
};

export const Small: Story = { args: { size: 'sm', amount: '9.9' } };

export const Large: Story = { args: { size: 'lg', amount: '88' } };

export const Original: Story = { args: { variant: 'original', amount: '1599' } };

export const Zero: Story = { args: { amount: '0' } };

export const Negative: Story = { args: { amount: '-12.345' } };

export const OtherCurrency: Story = { args: { amount: '8350.004', symbol: '¥' } };

/** A currency without minor units (the yen, the won, the dong): no decimals. */
export const NoMinorUnit: Story = { args: { amount: '49104.48', symbol: '¥', decimals: 0 } };

/** A goods before its SKU is chosen: the lowest to the highest price, the symbol once. */
export const Range: Story = {
  args: { amount: '329', maxAmount: '389' },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-size]');
    await expect(price).toHaveTextContent(/^\$329\.00- to 389\.00$/);
  },
};

/** The struck-through market prices of the SKUs, as a range. */
export const OriginalRange: Story = {
  args: { amount: '379', maxAmount: '439', variant: 'original' },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack gap={3}>
      <Stack direction="row" gap={4}>
        <Price amount="9.9" symbol="$" size="sm" />
        <Price amount="1234.5" symbol="$" />
        <Price amount="88" symbol="¥" size="lg" />
        <Price amount="1599" symbol="$" variant="original" />
      </Stack>
      <Stack direction="row" gap={4}>
        <Price amount="0" symbol="฿" />
        <Price amount="-12.345" symbol="₫" />
        <Price amount="1000000" symbol="RM" />
        <Price amount="3.005" symbol="₺" variant="plain" />
      </Stack>
      <Stack direction="row" gap={4}>
        <Price amount="329" maxAmount="389" symbol="$" size="lg" />
        <Price amount="379" maxAmount="439" symbol="$" variant="original" />
        <Price amount="12" maxAmount="12" symbol="$" />
      </Stack>
    </Stack>
  ),
};
