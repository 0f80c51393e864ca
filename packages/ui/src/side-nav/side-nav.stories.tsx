import type { Meta, StoryObj } from '@storybook/react-vite';
import { MERCHANT_QUICK_ENTRIES, userTools } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { SideNav } from './side-nav.js';

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: { title: 'Merchant console', items: MERCHANT_QUICK_ENTRIES, currentId: 'mt_goods' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Merchant: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Merchant console' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/mt/goods',
    );
  },
};

/** The Android download has no route: it shows only with an address for it. */
export const UserTools: Story = {
  args: {
    title: 'My account',
    items: userTools({ id: 1, shop_auth: 0 }),
    currentId: 'settings',
    externalHrefs: { download_android: 'https://example.com/bazaar.apk' },
  },
};

export const WithBadge: Story = { args: { badges: { mt_order: 5 } } };

/** A count of things (`badgeKinds` `items`) beside unread messages, each read for what it is. */
export const BadgeKinds: Story = {
  tags: ['screenshot'],
  args: { badges: { mt_order: 5, mt_goods: 12 }, badgeKinds: { mt_goods: 'items' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('12 items');
    await expect(canvas.getByText('5 unread')).toBeInTheDocument();
  },
};

export const Thai: Story = {
  tags: ['screenshot'],
  globals: { locale: 'th', viewport: { value: 'desktop', isRotated: false } },
};
