import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_TOAST_DURATION_MS } from '@bazaar/domain';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import type { ToastTone } from './toast-queue.js';
import { useToast } from './toast.js';

interface ToastDemoProps {
  /** The message to show. */
  message: string;
  /** The tone. */
  tone?: ToastTone;
  /** The label of an action button, and what it does. */
  actionLabel?: string;
  onAction?: () => void;
}

function ToastDemo({ message, tone, actionLabel, onAction }: ToastDemoProps) {
  const toast = useToast();
  return (
    <Button
      onPress={() =>
        toast.show(
          {
            message,
            tone,
            ...(actionLabel && onAction ? { action: { label: actionLabel, onAction } } : {}),
          },
          actionLabel ? { timeout: ACTION_TOAST_DURATION_MS } : undefined,
        )
      }
    >
      Show toast
    </Button>
  );
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

/** A toast with an action (undo a deletion): the button runs it once and closes the toast. */
export const WithAction: Story = {
  tags: ['screenshot'],
  args: { message: '3 items deleted', actionLabel: 'Undo', onAction: fn() },
};

export const ActionRunsAndCloses: Story = {
  args: { message: '3 items deleted', actionLabel: 'Undo', onAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Undo' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByText('3 items deleted')).toBeNull());
  },
};
