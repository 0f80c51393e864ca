import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Select } from './select.js';

const options = [
  { id: 'btc', label: 'Bitcoin (BTC)' },
  { id: 'trc20', label: 'USDT (TRC20)' },
  { id: 'erc20', label: 'USDT (ERC20)' },
  { id: 'bank', label: 'Bank account' },
  { id: 'bank_jp', label: 'Japanese bank account', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Payout type', options, placeholder: 'Please choose', onSelectionChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The closed field shows the chosen label only: the check mark is for the open list. */
export const Selected: Story = {
  args: { selectedKey: 'trc20' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('button', { name: /Payout type/ });
    await expect(field).toHaveTextContent('USDT (TRC20)');
    await expect(field.querySelector('[data-icon="check"]')).toBeNull();
  },
};

/** An option's detail (a voucher's terms) follows its label in the closed field, quieter. */
export const SelectedWithDetail: Story = {
  args: {
    label: 'Voucher',
    options: [
      { id: 'none', label: 'No voucher' },
      { id: 'v5', label: 'Spring sale', detail: '¥5.00 off from ¥50.00' },
    ],
    selectedKey: 'v5',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('button', { name: /Voucher/ });
    await expect(field).toHaveTextContent('Spring sale ¥5.00 off from ¥50.00');
    await expect(field.querySelector('[data-icon="check"]')).toBeNull();
  },
};

export const Open: Story = {
  parameters: { screenshot: { fullPage: true } },
  tags: ['screenshot'],
  args: { selectedKey: 'trc20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Payout type/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'USDT (TRC20)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Choose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Payout type/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bank account' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('bank');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Choose a payout type' } };

export const Disabled: Story = { args: { isDisabled: true, selectedKey: 'btc' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <Select {...args} />
      <Select {...args} selectedKey="trc20" description="Payouts arrive within a day." />
      <Select
        {...args}
        label="Voucher"
        options={[{ id: 'v5', label: 'Spring sale', detail: '¥5.00 off from ¥50.00' }]}
        selectedKey="v5"
      />
      <Select {...args} errorMessage="Choose a payout type" />
      <Select {...args} selectedKey="btc" isDisabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('button [data-icon="check"]')).toHaveLength(0);
  },
};

export const Desktop: Story = {
  ...AllVariants,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const OpenDesktop: Story = {
  ...Open,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
