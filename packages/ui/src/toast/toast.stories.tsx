import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import type { ToastTone } from './toast-queue.js';
import { useToast } from './toast.js';

interface ToastDemoProps {
  /** The message to show. */
  message: string;
  /** The tone. */
  tone?: ToastTone;
}

function ToastDemo({ message, tone }: ToastDemoProps) {
  const toast = useToast();
  return <Button onPress={() => toast.show({ message, tone })}>Show toast</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { message: 'Added to cart' },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText(args.message)).toBeVisible());
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { tags: ['screenshot'] };

export const Success: Story = { args: { message: 'Payment successful', tone: 'success' } };

export const Critical: Story = {
  args: { message: 'Insufficient balance: 12.50 available', tone: 'critical' },
};

export const LongMessage: Story = {
  args: {
    message:
      'The connection failed and is retrying (attempt 2 of 3). Messages you send meanwhile are kept.',
  },
};

/** The toast leaves by itself after 2000 ms. */
export const ClosesAfterTwoSeconds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Added to cart')).toBeVisible());
    await waitFor(() => expect(body.queryByText('Added to cart')).toBeNull(), { timeout: 3000 });
  },
};
