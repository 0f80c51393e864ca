import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { navigateFromOverlay } from '../overlay/use-close-on-back.js';
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

/**
 * A dialog with a way out to another page, as an app's router takes it: the page's address is
 * pushed (or put in place of the dialog's history entry) a moment after the press.
 */
function LeavingDemo() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog
        title="Insufficient balance"
        isOpen={isOpen}
        onOpenChange={setOpen}
        showConfirm={false}
        role="dialog"
      >
        <Button
          onPress={() => {
            setOpen(false);
            void navigateFromOverlay(async (replace) => {
              await Promise.resolve();
              if (replace) window.history.replaceState(null, '', '#recharge');
              else window.history.pushState(null, '', '#recharge');
            });
          }}
        >
          Top up
        </Button>
      </Dialog>
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

/**
 * A way out of the dialog ("Top up") closes it and lands on its page: the page takes the dialog's
 * history entry instead of the dialog stepping back over it afterwards, which would undo it.
 */
export const LeavesToAnotherPage: Story = {
  render: () => <LeavingDemo />,
  play: async ({ canvas, userEvent }) => {
    const address = window.location.pathname + window.location.search;
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Insufficient balance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.location.hash).toBe('#recharge'));
    // A step back would have landed by the next frames; the page is still there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(window.location.hash).toBe('#recharge');
    await expect(window.history.state?.bazaarOverlay).toBeUndefined();
    window.history.replaceState(null, '', address);
  },
};
