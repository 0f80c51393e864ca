import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { ActionSheet, type ActionSheetProps } from './action-sheet.js';

type DemoProps = Omit<ActionSheetProps, 'isOpen' | 'onOpenChange'>;

function SheetDemo(props: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <ActionSheet {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const body = within(document.body);

const meta = {
  title: 'Overlays/ActionSheet',
  component: SheetDemo,
  args: {
    title: 'Photo',
    actions: [
      { id: 'camera', label: 'Take a photo' },
      { id: 'album', label: 'Choose from album' },
      { id: 'delete', label: 'Delete', isDestructive: true },
    ],
    onAction: fn(),
  },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('dialog', { name: 'Photo' })).toBeVisible();
  },
} satisfies Meta<typeof SheetDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['screenshot'] };

export const WithDescription: Story = {
  args: { description: 'Avatars must be jpg, jpeg or png.' },
};

export const DisabledAction: Story = {
  args: {
    actions: [
      { id: 'camera', label: 'Take a photo', isDisabled: true },
      { id: 'album', label: 'Choose from album' },
    ],
  },
};

export const ChoosesAndCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const sheet = await body.findByRole('dialog', { name: 'Photo' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Choose from album' }));
    await expect(args.onAction).toHaveBeenCalledWith('album');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const sheet = await body.findByRole('dialog', { name: 'Photo' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
