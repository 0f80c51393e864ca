import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';

type DemoProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>;

function ConfirmDemo(props: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  const { t } = useTranslation('ui');
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('dialog.confirm')}</Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDemo,
  args: { title: 'Cancel this order?', onConfirm: fn() },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(await body.findByRole('alertdialog')).toBeVisible();
  },
} satisfies Meta<typeof ConfirmDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has the focus, so Enter does not confirm by accident. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this order?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: { title: 'Delete this address?', isDestructive: true },
};

export const WithMessage: Story = {
  args: {
    title: 'Confirm goods received?',
    children: 'Confirm only after you have received the goods and checked them.',
  },
};

/** A handler that returns false keeps the dialog open. */
export const StaysOpenWhenRefused: Story = {
  args: { onConfirm: fn(() => false) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

export const Russian: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ru' },
  args: { title: 'Отменить этот заказ?' },
};

export const Thai: Story = {
  tags: ['screenshot'],
  globals: { locale: 'th' },
  args: { title: 'ยกเลิกคำสั่งซื้อนี้หรือไม่' },
};

export const Japanese: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ja' },
  args: { title: 'この注文をキャンセルしますか？' },
};

export const SimplifiedChinese: Story = {
  tags: ['screenshot'],
  globals: { locale: 'zh-cn' },
  args: { title: '确定取消该订单吗？' },
};
