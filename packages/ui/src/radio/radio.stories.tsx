import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Radio, RadioGroup } from './radio.js';

const meta = {
  title: 'Forms/Radio',
  component: RadioGroup,
  args: { label: 'Goods status', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="not_received">Not received</Radio>
      <Radio value="received">Received</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Received' }));
    await expect(args.onChange).toHaveBeenCalledWith('received');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Not received' })).toBeChecked();
  },
};

export const Selected: Story = { args: { defaultValue: 'received' } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = {
  args: { errorMessage: 'Please choose the goods status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Please choose the goods status',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'received' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={6}>
      <RadioGroup {...args} defaultValue="received">
        <Radio value="not_received">Not received</Radio>
        <Radio value="received">Received</Radio>
      </RadioGroup>
      <RadioGroup {...args} orientation="horizontal" description="Tell the merchant what you got.">
        <Radio value="not_received">Not received</Radio>
        <Radio value="received">Received</Radio>
      </RadioGroup>
      <RadioGroup {...args} errorMessage="Please choose the goods status">
        <Radio value="not_received">Not received</Radio>
        <Radio value="received" isDisabled>
          Received
        </Radio>
      </RadioGroup>
    </Stack>
  ),
};
