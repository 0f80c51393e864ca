import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { Dialog, type DialogProps } from './dialog.js';

type DemoProps = Omit<DialogProps, 'isOpen' | 'onOpenChange'>;

function DialogDemo(props: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  args: {
    title: 'Payment successful',
    children: 'Your order has been paid. The merchant will ship it soon.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('alertdialog')).toBeVisible();
  },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: confirm only, overlay on, back closes, a tap on the overlay does not. */
export const Defaults: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Payment successful' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(dialog.closest('[data-overlay]') as HTMLElement);
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const WithCancel: Story = {
  args: { showCancel: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WithoutConfirm: Story = { args: { showConfirm: false, showCancel: true } };

export const WithoutOverlay: Story = { args: { overlay: false } };

export const Destructive: Story = {
  args: {
    title: 'Delete this address?',
    children: undefined,
    showCancel: true,
    isDestructive: true,
  },
};

export const ConfirmLoading: Story = { args: { isConfirmLoading: true } };

export const LongContent: Story = {
  args: { children: 'Only use the account shown on the recharge page. '.repeat(30) },
};

/** The browser's back closes the dialog and the page stays. */
export const ClosesOnBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const before = window.history.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('alertdialog');
    await expect(window.history.length).toBe(before + 1);
    window.history.back();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeVisible();
  },
};

/** Closing by a button steps back over the dialog's history entry. */
export const ConfirmRestoresHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('alertdialog');
    const entry = window.history.state?.bazaarOverlay;
    await expect(entry).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.history.state?.bazaarOverlay).not.toBe(entry));
  },
};
