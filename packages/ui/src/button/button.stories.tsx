import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { Button } from './button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to cart', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Buy now' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Cancel order' } };

export const Text: Story = { args: { variant: 'text', children: 'View all' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Small: Story = { args: { size: 'sm', children: 'Pay' } };

export const Large: Story = { args: { size: 'lg', children: 'Checkout' } };

export const WithIcon: Story = { args: { icon: 'cart' } };

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Submit order' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Add to cart/ });
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Contact the merchant about this order before confirming receipt' },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack gap={4}>
      {(['primary', 'secondary', 'outline', 'text', 'danger'] as const).map((variant) => (
        <Stack key={variant} direction="row" gap={3}>
          <Button {...args} variant={variant} size="sm">
            {variant}
          </Button>
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} size="lg" icon="cart">
            {variant}
          </Button>
          <Button {...args} variant={variant} isDisabled>
            {variant}
          </Button>
          <Button {...args} variant={variant} isLoading>
            {variant}
          </Button>
        </Stack>
      ))}
      <Button {...args} fullWidth>
        Full width
      </Button>
    </Stack>
  ),
};
