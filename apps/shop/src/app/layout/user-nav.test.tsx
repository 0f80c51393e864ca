import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@bazaar/domain';
import { NAV_ICONS } from '@bazaar/ui';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { MERCHANT_NAV_ITEMS } from './merchant-nav-items.js';
import { currentNavId, userNavItems } from './user-nav-items.js';

const shopper: SessionUser = { id: 1, shop_auth: 0 };
const merchant: SessionUser = { id: 1, shop_auth: 2 };

describe('user navigation items', () => {
  it('gives every entry of the user and merchant side navigation an icon of its own', () => {
    const ids = [...userNavItems(merchant), ...MERCHANT_NAV_ITEMS].map((item) => item.id);
    expect(ids.filter((id) => NAV_ICONS[id] === undefined)).toEqual([]);
  });

  it.each([
    ['/user', 'user'],
    ['/user/order', 'user_order'],
    ['/user/order/2', 'user_order'],
    ['/user/order/details/15', 'user_order'],
    ['/user/order/comment', 'user_order'],
    ['/user/refund/list', 'user_refund_list'],
    ['/user/refund/details/3', 'user_refund_list'],
    ['/user/refund/apply/9', 'user_refund_list'],
    ['/user/refund/edit/3', 'user_refund_list'],
    ['/user/wallet', 'user_wallet'],
    ['/user/recharge', 'user_wallet'],
    ['/user/withdraw', 'user_wallet'],
    ['/user/withdraw/account/list', 'user_wallet'],
    ['/user/withdraw/account/edit', 'user_wallet'],
    ['/user/withdraw_log', 'user_wallet'],
    ['/user/point', 'user_point'],
    ['/user/notice', 'user_notice'],
    ['/user/address/list', 'user_address_list'],
    ['/user/address/edit', 'user_address_list'],
    ['/user/address/edit/4', 'user_address_list'],
    ['/user/comment/list', 'user_comment_list'],
    ['/user/feedback/edit', 'user_feedback'],
    ['/user/apply', 'merchant'],
    ['/user/apply/qualifications', 'merchant'],
    ['/user/couple/records', 'merchant'],
    ['/user/setting', 'user_setting'],
    ['/user/edit', 'user_setting'],
    ['/user/security', 'user_setting'],
    ['/user/set_pwd/pay', 'user_setting'],
    ['/user/unknown', 'user'],
  ])('%s belongs to %s', (pathname, id) => {
    expect(currentNavId(userNavItems(shopper), pathname)).toBe(id);
  });

  it('matches whole path segments only', () => {
    expect(currentNavId(userNavItems(shopper), '/user/orderly')).toBe('user');
    expect(currentNavId(userNavItems(shopper), '/user/withdrawals')).toBe('user');
    expect(currentNavId(userNavItems(shopper), '/goods/1')).toBeUndefined();
  });

  it("keeps a merchant's couple shops on the merchant entry, which leads to the console", () => {
    const items = userNavItems(merchant);
    expect(items.find((item) => item.id === 'merchant')?.path).toBe('/mt');
    expect(currentNavId(items, '/user/couple')).toBe('merchant');
  });

  it('ignores an entry without a path', () => {
    expect(currentNavId([{ id: 'download', path: '', labelKey: 'x' }], '/user')).toBeUndefined();
  });
});

describe('user side navigation', () => {
  it.each([
    ['/user/recharge', 'Wallet'],
    ['/user/withdraw_log', 'Wallet'],
    ['/user/withdraw/account/list', 'Wallet'],
    ['/user/address/edit', 'Shipping addresses'],
    ['/user/security', 'Settings'],
  ])('marks the entry of %s: %s', async (path, entry) => {
    await renderApp({ path, width: 1280, session: sessionAnswer('token', { nickname: 'Mia' }) });
    const side = within(await screen.findByRole('navigation', { name: 'My account' }));
    expect(side.getByRole('link', { current: 'page' })).toHaveTextContent(entry);
    expect(side.getByRole('link', { name: 'Account overview' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
