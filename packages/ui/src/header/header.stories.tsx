import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOPPER_TABS } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Avatar } from '../avatar/avatar.js';
import { LanguagePicker } from '../language-picker/language-picker.js';
import { SearchBar } from '../search-bar/search-bar.js';
import { Header } from './header.js';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    brand: 'Bazaar',
    items: SHOPPER_TABS,
    currentId: 'home',
    badges: { cart: 2 },
    badgeKinds: { cart: 'items' },
    search: <SearchBar />,
    end: <Avatar name="Amy Lee" size="sm" />,
  },
  parameters: { padding: false },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('searchbox', { name: 'Search goods and shops' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 items Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  },
};

/** The cart's count is read as items, the unread messages on "me" as unread. */
export const CartAndUnread: Story = {
  tags: ['screenshot'],
  args: { badges: { cart: 1, user: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '1 item Cart' })).toBeVisible();
    const me = canvas.getByRole('link', { name: '12 unread Me' });
    await expect(me).toBeVisible();
    // The count ends before the label starts: it does not sit on the word.
    const badge = me.querySelector('[data-placement]') as HTMLElement;
    const label = document.createRange();
    label.selectNodeContents(me.lastChild as Node);
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      label.getBoundingClientRect().left,
    );
  },
};

/**
 * The language picker at the end without a visible label: the button is named "Language ..." and
 * sits inside the header's height, in line with the other controls.
 */
export const WithLanguagePicker: Story = {
  tags: ['screenshot'],
  args: {
    end: (
      <>
        <Avatar name="Amy Lee" size="sm" />
        <LanguagePicker value="en" onChange={() => {}} hideLabel />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const picker = canvas.getByRole('button', { name: 'Language English' }).getBoundingClientRect();
    await expect(picker.top).toBeGreaterThanOrEqual(header.top);
    await expect(picker.bottom).toBeLessThanOrEqual(header.bottom);
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    await expect(
      Math.abs(picker.top + picker.height / 2 - (search.top + search.height / 2)),
    ).toBeLessThanOrEqual(2);
  },
};

export const WithLanguagePickerRussian: Story = {
  ...WithLanguagePicker,
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Язык English' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 товара Корзина' })).toBeVisible();
  },
};

export const BrandOnly: Story = { args: { items: [], search: undefined, end: undefined } };

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };
