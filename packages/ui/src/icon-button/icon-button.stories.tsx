import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { IconButton } from './icon-button.js';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'search', label: 'Search', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { variant: 'filled', icon: 'back', label: 'Back' } };

export const Outline: Story = { args: { variant: 'outline', icon: 'copy', label: 'Copy' } };

export const Brand: Story = { args: { variant: 'brand', icon: 'cart', label: 'Add to cart' } };

export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Close' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack direction="row" gap={3}>
      {(['plain', 'filled', 'outline', 'brand'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={variant} />
      ))}
      <IconButton {...args} size="sm" label="small" />
      <IconButton {...args} isDisabled label="disabled" />
    </Stack>
  ),
};
