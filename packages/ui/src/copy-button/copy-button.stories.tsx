import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { CopyButton } from './copy-button.js';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: '20261122000123', onCopy: fn(), onError: fn() },
  beforeEach: () => {
    const original = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn(async () => {}) },
    });
    return () =>
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: original });
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** "Copied" shows for 1500 ms, then the label returns. */
export const Copied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('20261122000123');
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveAttribute(
      'data-state',
      'copied',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), {
      timeout: 2500,
    });
  },
};

export const Failed: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: fn(async () => Promise.reject(new Error('denied'))) },
    });
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('button', { name: 'Could not copy' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

export const CustomLabel: Story = { args: { label: 'Copy order number', variant: 'text' } };

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Stack direction="row" gap={3}>
      <CopyButton {...args} />
      <CopyButton {...args} label="Copy address" variant="text" />
      <CopyButton {...args} size="md" variant="secondary" />
      <CopyButton {...args} isDisabled />
    </Stack>
  ),
};
