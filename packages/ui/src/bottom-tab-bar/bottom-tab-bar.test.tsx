import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MERCHANT_TABS, SHOPPER_TABS, STOREFRONT_TABS } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { MerchantTabBar, ShopperTabBar, StorefrontTabBar } from './bottom-tab-bar.js';

describe('bottom tab bars', () => {
  it.each([
    ['shopper', <ShopperTabBar key="s" />, SHOPPER_TABS.length],
    ['storefront', <StorefrontTabBar key="f" params={{ id: 3 }} />, STOREFRONT_TABS.length],
    ['merchant', <MerchantTabBar key="m" />, MERCHANT_TABS.length],
  ])('the %s bar links every tab of the domain', async (_name, element, count) => {
    await renderUI(element);
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(count);
  });

  it('marks the current tab and navigates through the router', async () => {
    const navigate = vi.fn();
    const { user } = await renderUI(<ShopperTabBar currentId="cart" />, { router: { navigate } });
    const links = screen.getAllByRole('link');
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    await user.click(links[1] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/category', undefined);
  });

  it('fills the shop id into the storefront paths', async () => {
    await renderUI(<StorefrontTabBar params={{ id: 42 }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/shop/42',
      '/shop/category/42',
      '/chat/42',
    ]);
  });

  it('reads the cart count as items and other counts as unread', async () => {
    await renderUI(<ShopperTabBar badges={{ cart: 2, user: 3 }} badgeKinds={{ cart: 'items' }} />);
    expect(screen.getByRole('link', { name: '2 items Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: '3 unread Me' })).toHaveAttribute('href', '/user');
  });

  it('reads every count as unread without kinds', async () => {
    await renderUI(<MerchantTabBar badges={{ mt_service: 4 }} />, { locale: 'ru' });
    expect(screen.getByText('Непрочитанных: 4')).toBeInTheDocument();
  });
});
