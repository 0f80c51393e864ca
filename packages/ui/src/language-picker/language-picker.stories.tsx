import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_CODES } from '@bazaar/domain';
import { expect, fn, within } from 'storybook/test';
import { LanguagePickerFace } from './language-picker-face.js';
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

/**
 * The header's picker: no visible label (it would stand above the button and out of the header),
 * but the button is still named "Language ..." and the chosen language is marked with its `lang`.
 */
export const HiddenLabel: Story = {
  tags: ['screenshot'],
  args: { value: 'ja', hideLabel: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language 日本語' });
    await expect(within(button).getByText('日本語')).toHaveAttribute('lang', 'ja');
    // Visually hidden: clipped to a pixel, still in the accessibility tree.
    await expect(canvas.getByText('Language').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const HiddenLabelDesktop: Story = {
  ...HiddenLabel,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/**
 * The header's picker before its code has loaded: its face, drawn the same size as the button it
 * stands in for (the header kept moving when the picker arrived), hidden from screen readers.
 */
export const FaceBesideThePicker: Story = {
  tags: ['screenshot'],
  args: { value: 'th', hideLabel: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <div data-testid="face">
        <LanguagePickerFace value={args.value} />
      </div>
      <div data-testid="picker">
        <LanguagePicker {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const face = canvas.getByTestId('face').getBoundingClientRect();
    const picker = canvas.getByRole('button', { name: /Language/ }).getBoundingClientRect();
    await expect(Math.round(face.width)).toBe(Math.round(picker.width));
    await expect(Math.round(face.height)).toBe(Math.round(picker.height));
    await expect(canvas.getByTestId('face').firstElementChild).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** The settings' picker keeps its visible label. */
export const VisibleLabelDesktop: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Language').getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

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
