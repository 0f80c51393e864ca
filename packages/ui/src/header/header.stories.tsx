import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOPPER_TABS } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Avatar } from '../avatar/avatar.js';
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
  },
};

export const BrandOnly: Story = { args: { items: [], search: undefined, end: undefined } };

export const Russian: Story = { tags: ['screenshot'], globals: { locale: 'ru' } };
