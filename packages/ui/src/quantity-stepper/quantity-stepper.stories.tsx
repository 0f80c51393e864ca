import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { QuantityStepper } from './quantity-stepper.js';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

/** The cart rule: decrease is refused at 1. */
export const AtOne: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeEnabled();
  },
};

export const AtStock: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Interactive: Story = {
  render: () => {
    function Demo() {
      const [value, setValue] = useState(1);
      return <QuantityStepper value={value} onChange={setValue} max={99} />;
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeEnabled();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={4}>
      <QuantityStepper {...args} value={1} />
      <QuantityStepper {...args} value={12} />
      <QuantityStepper {...args} value={5} max={5} />
      <QuantityStepper {...args} value={3} isDisabled />
    </Stack>
  ),
};
