import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { NumberField } from './number-field.js';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Stock', defaultValue: 10, minValue: 0, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

export const WithoutStepper: Story = { args: { showStepper: false } };

export const Invalid: Story = { args: { errorMessage: 'Enter a stock of at least 1' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={5}>
      <NumberField {...args} />
      <NumberField {...args} showStepper={false} description="Units in the warehouse" />
      <NumberField {...args} errorMessage="Enter a stock of at least 1" />
      <NumberField {...args} isDisabled />
    </Stack>
  ),
};
