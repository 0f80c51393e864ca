import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Checkbox } from './checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Shop: Green Valley' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Round: Story = {
  args: { shape: 'round', defaultSelected: true, children: 'Select all' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = { args: { isInvalid: true, children: 'I agree to the terms' } };

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Tick this item', shape: 'round' },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={3}>
      {(['square', 'round'] as const).map((shape) => (
        <Stack key={shape} direction="row" gap={5}>
          <Checkbox {...args} shape={shape}>
            Off
          </Checkbox>
          <Checkbox {...args} shape={shape} defaultSelected>
            On
          </Checkbox>
          <Checkbox {...args} shape={shape} isIndeterminate>
            Partly
          </Checkbox>
          <Checkbox {...args} shape={shape} isDisabled>
            Disabled
          </Checkbox>
        </Stack>
      ))}
    </Stack>
  ),
};
