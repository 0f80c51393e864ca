import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOPPER_TABS } from '@bazaar/domain';
import { expect } from 'storybook/test';
import { Stack } from '../layout/layout.js';
import { BottomTabBar, MerchantTabBar, ShopperTabBar, StorefrontTabBar } from './bottom-tab-bar.js';

const meta = {
  title: 'Navigation/BottomTabBar',
  component: BottomTabBar,
  args: { items: SHOPPER_TABS, currentId: 'home' },
  parameters: { padding: false },
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  render: (args) => (
    <ShopperTabBar
      currentId={args.currentId}
      badges={{ cart: 3, user: 2 }}
      badgeKinds={{ cart: 'items' }}
    />
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/category',
      '/cart',
      '/user',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    // The cart's count is a number of items; only the messages on "me" are unread.
    await expect(canvas.getByRole('link', { name: '3 items Cart' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '2 unread Me' })).toBeInTheDocument();
  },
};

export const Storefront: Story = {
  render: () => <StorefrontTabBar currentId="shop_category" params={{ id: 12 }} />,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/12',
      '/shop/category/12',
      '/chat/12',
    ]);
  },
};

export const Merchant: Story = {
  render: () => <MerchantTabBar currentId="mt_service" badges={{ mt_service: 120 }} />,
};

export const AllVariants: Story = {
  tags: ['screenshot'],
  render: () => (
    <Stack gap={4}>
      <ShopperTabBar
        currentId="cart"
        badges={{ cart: 3 }}
        badgeKinds={{ cart: 'items' }}
        aria-label="Shopper"
      />
      <StorefrontTabBar currentId="shop" params={{ id: 12 }} aria-label="Storefront" />
      <MerchantTabBar currentId="mt_console" badges={{ mt_service: 120 }} aria-label="Merchant" />
    </Stack>
  ),
};

export const Russian: Story = {
  ...AllVariants,
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 товара')).toBeInTheDocument();
  },
};
export const Thai: Story = { ...AllVariants, globals: { locale: 'th' } };
export const Japanese: Story = { ...AllVariants, globals: { locale: 'ja' } };
export const SimplifiedChinese: Story = { ...AllVariants, globals: { locale: 'zh-cn' } };
export const Vietnamese: Story = { render: AllVariants.render, globals: { locale: 'vi' } };
