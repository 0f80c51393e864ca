import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_CODES } from '@bazaar/domain';
import { expect, fn, within } from 'storybook/test';
import { LanguagePicker } from './language-picker.js';

const meta = {
  title: 'Forms/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Thai: Story = { args: { value: 'th' }, globals: { locale: 'th' } };

export const Open: Story = {
  tags: ['screenshot'],
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Language' });
    await expect(within(sheet).getAllByRole('option')).toHaveLength(LANGUAGE_CODES.length);
    await expect(within(sheet).getByText('Русский')).toHaveAttribute('lang', 'ru');
  },
};

export const Choose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Language' });
    await userEvent.click(within(sheet).getByRole('option', { name: '日本語' }));
    await expect(args.onChange).toHaveBeenCalledWith('ja');
  },
};
