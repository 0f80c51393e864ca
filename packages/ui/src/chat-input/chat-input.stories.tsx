import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatInput } from './chat-input.js';

const meta = {
  title: 'Chat/ChatInput',
  component: ChatInput,
  args: { onSend: fn(), onPickImages: fn(), onRejectFiles: fn() },
  parameters: { padding: false },
} satisfies Meta<typeof ChatInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const SendWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is it in stock?{Shift>}{Enter}{/Shift}Thanks  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is it in stock?\nThanks');
    await expect(box).toHaveValue('');
  },
};

export const WithoutPictures: Story = { args: { onPickImages: undefined } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };
