import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchCombo } from './search-combo.js';

const suggestions = [
  { type: 'shop' as const, id: 2, text: 'TechHub Electronics' },
  { type: 'goods' as const, id: 11, text: 'Halo ANC Wireless Headphones' },
  { type: 'goods' as const, id: 12, text: 'Voyager Travel ANC Headphones' },
  { type: 'goods' as const, id: 13, text: 'Bassline Over-Ear Headphones' },
];

const meta = {
  title: 'Forms/SearchCombo',
  component: SearchCombo,
  args: {
    onSubmit: fn(),
    onPick: fn(),
    onInputChange: fn(),
    onClearRecent: fn(),
    showSubmitButton: true,
  },
} satisfies Meta<typeof SearchCombo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While its list is open, react-aria's ComboBox hides everything but the input and the list from
 * assistive technology (`aria-hidden`, as a modal would), the clear and search buttons included:
 * focus stays in the input, and Tab or Escape closes the list and shows them again. axe flags
 * those hidden buttons while the list is open; the closed states keep every rule.
 */
const openList = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Closed and empty. */
export const Empty: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'tea{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tea');
  },
};

/** Typing a misspelt word: the suggestions the server found. */
export const Suggestions: Story = {
  parameters: { screenshot: { fullPage: true }, ...openList },
  tags: ['screenshot'],
  args: { suggestions },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'hedph');
    const listbox = await within(document.body).findByRole('listbox', { name: 'Suggestions' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('data-focused');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** Focused while empty: the device's recent searches (and forgetting them), the popular ones. */
export const RecentAndPopular: Story = {
  parameters: { screenshot: { fullPage: true }, ...openList },
  tags: ['screenshot'],
  args: { recent: ['linen shirt', 'hedphones'], popular: ['headphones', 'smartwatch', 'serum'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Clear recent searches' }),
    ).toBeVisible();
  },
};

/** No recent searches yet: only the popular ones. */
export const PopularOnly: Story = {
  parameters: openList,
  args: { popular: ['headphones', 'smartwatch'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).queryByText('Recent searches')).toBeNull();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
  },
};

export const SuggestionsDesktop: Story = {
  ...Suggestions,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Thai: Story = {
  ...RecentAndPopular,
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('การค้นหายอดนิยม')).toBeVisible();
  },
};
