import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageTabs } from './language-tabs.js';

const languages = [
  { code: 'en', isFilled: true, isRequired: true },
  { code: 'zh-cn', isFilled: true },
  { code: 'zh-tw', isFilled: false },
  { code: 'ja', isFilled: true },
  { code: 'ko', isFilled: false },
  { code: 'th', isFilled: true },
  { code: 'id', isFilled: false },
  { code: 'may', isFilled: false },
  { code: 'vi', isFilled: false },
  { code: 'ru', isFilled: false },
  { code: 'spa', isFilled: false },
  { code: 'pt', isFilled: false },
  { code: 'tr', isFilled: false },
] as const;

const meta = {
  title: 'Forms/LanguageTabs',
  component: LanguageTabs,
  tags: ['autodocs'],
  args: {
    languages,
    'aria-label': 'Languages',
    onSelectionChange: fn(),
    children: <p style={{ padding: 16 }}>The fields of the selected language.</p>,
  },
} satisfies Meta<typeof LanguageTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English first and required; the filled languages show a dot and say so. */
export const Phone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: /English.*required, filled/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: /한국어.*empty/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: /日本語.*filled/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ja');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The fields of the selected');
  },
};

/** The same at the desktop width: every language on one line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Nothing but English written yet. */
export const OnlyEnglish: Story = {
  args: {
    languages: languages.map((language) => ({ ...language, isFilled: language.code === 'en' })),
  },
};

/** A language other than the first selected. */
export const Selected: Story = { args: { selectedLanguage: 'th' } };

/** In Thai: the states are read in the interface language. */
export const Thai: Story = { globals: { locale: 'th' } };
