import { describe, expect, it } from 'vitest';
import { DESKTOP_ROUTES, MOBILE_ROUTES, routesFor, type AuthLevel } from './routes.js';
import { buildPath, flattenRoutes, matchRoute } from './match-route.js';
import { counterpartPath } from './counterpart.js';
import { guard, isLoggedIn, isMerchant, isOperator } from './guard.js';
import { layoutForWidth, rem, remCss, rootFontSize } from './layout.js';
import {
  MERCHANT_QUICK_ENTRIES,
  MERCHANT_TABS,
  OPERATOR_ENTRY,
  OPERATOR_NAV_ITEMS,
  SHOPPER_TABS,
  SIDE_SWITCHES,
  STOREFRONT_TABS,
  merchantEntryPath,
  operatorNavId,
  userTools,
} from './navigation.js';

describe('route tables', () => {
  it.each([
    ['/', 'home', 0, {}],
    ['/search', 'search', 0, {}],
    ['/category', 'category', 0, {}],
    ['/category/7', 'category', 0, { id: '7' }],
    ['/cart', 'cart', 0, {}],
    ['/goods/12', 'goods', 0, { id: '12' }],
    ['/product/goods/comment', 'goods_comment', 0, {}],
    ['/shop/3', 'shop', 0, { id: '3' }],
    ['/shop/category/4', 'shop_category', 0, { id: '4' }],
    ['/user/login', 'login', 0, {}],
    ['/user/register', 'register', 0, {}],
    ['/user/register/ab12', 'register', 0, { agent: 'ab12' }],
    ['/chat/9', 'chat', 1, { id: '9' }],
    ['/user', 'user', 1, {}],
    ['/user/set_pwd/pay', 'user_set_pwd', 1, { type: 'pay' }],
    ['/user/apply', 'user_apply', 1, {}],
    ['/user/apply/2', 'user_apply', 1, { step: '2' }],
    ['/user/address/edit', 'user_address_edit', 1, {}],
    ['/user/address/edit/5', 'user_address_edit', 1, { id: '5' }],
    ['/user/withdraw/account/list', 'user_withdraw_account_list', 1, {}],
    ['/user/withdraw_log', 'user_withdraw_log', 1, {}],
    ['/user/order', 'user_order', 1, {}],
    ['/user/order/3', 'user_order', 1, { state: '3' }],
    ['/user/order/addorder', 'user_order_add', 1, {}],
    ['/user/order/comment', 'user_order_comment', 1, {}],
    ['/user/order/details/88', 'user_order_details', 1, { id: '88' }],
    ['/user/refund/apply/5', 'user_refund_apply', 1, { id: '5' }],
    ['/user/refund/list', 'user_refund_list', 1, {}],
    ['/mt', 'mt_console', 2, {}],
    ['/mt/heart', 'mt_heart', 2, {}],
    ['/mt/chat/5', 'mt_chat', 2, { id: '5' }],
    ['/mt/order', 'mt_order', 2, {}],
    ['/mt/order/details', 'mt_order_details', 1, {}],
    ['/mt/order/details/6', 'mt_order_details', 1, { id: '6' }],
    ['/mt/goods_price/6', 'mt_goods_price', 2, { id: '6' }],
    ['/mt/goods_edit', 'mt_goods_edit', 2, {}],
    ['/mt/goods_edit/6', 'mt_goods_edit', 2, { id: '6' }],
    ['/mt/comment_details/6', 'mt_comment_details', 2, { id: '6' }],
    ['/mt/finance/bill', 'mt_finance_bill', 2, {}],
    ['/mt/finance/withdraw', 'mt_finance_withdraw', 2, {}],
    ['/admin', 'admin', 3, {}],
    ['/admin/applications', 'admin_applications', 3, {}],
    ['/admin/recharges', 'admin_recharges', 3, {}],
    ['/admin/withdraws', 'admin_withdraws', 3, {}],
    ['/admin/refunds', 'admin_refunds', 3, {}],
    ['/admin/refunds/61', 'admin_refund_details', 3, { id: '61' }],
    ['/admin/market', 'admin_market', 3, {}],
    ['/admin/market/edit', 'admin_market_edit', 3, {}],
    ['/admin/market/edit/4', 'admin_market_edit', 3, { id: '4' }],
    ['/admin/categories', 'admin_categories', 3, {}],
    ['/admin/banners', 'admin_banners', 3, {}],
    ['/admin/currencies', 'admin_currencies', 3, {}],
    ['/admin/feedback', 'admin_feedback', 3, {}],
    ['/admin/complaints', 'admin_complaints', 3, {}],
  ] as const)('both tables: %s is %s (auth %d)', (path, id, auth, params) => {
    for (const table of [MOBILE_ROUTES, DESKTOP_ROUTES]) {
      const match = matchRoute(table, path);
      expect(match?.route.id).toBe(id);
      expect(match?.route.auth).toBe(auth);
      expect(match?.params).toEqual(params);
    }
  });

  it('mobile differs from desktop where the spec says', () => {
    expect(matchRoute(MOBILE_ROUTES, '/shop/goods/1/Tea')).toMatchObject({
      route: { id: 'shop_goods' },
      params: { id: '1', name: 'Tea' },
    });
    expect(matchRoute(DESKTOP_ROUTES, '/shop/goods/1/Tea')).toBeNull();
    expect(matchRoute(DESKTOP_ROUTES, '/shop/goods/1/2/Tea')).toMatchObject({
      route: { id: 'shop_goods' },
      params: { id: '1', sid: '2', name: 'Tea' },
    });
    expect(matchRoute(MOBILE_ROUTES, '/shop/goods/1/2/Tea')).toBeNull();
    expect(matchRoute(MOBILE_ROUTES, '/user/withdraw')?.route.id).toBe('user_withdraw');
    expect(matchRoute(DESKTOP_ROUTES, '/user/withdraw')).toBeNull();
    expect(matchRoute(MOBILE_ROUTES, '/mt/finance')?.route.id).toBe('mt_finance');
    expect(matchRoute(DESKTOP_ROUTES, '/mt/finance')).toBeNull();
    expect(matchRoute(MOBILE_ROUTES, '/mt/finance/bill')?.route).toEqual({
      id: 'mt_finance_bill',
      path: '/mt/finance/bill',
      auth: 2,
      parentId: 'mt_finance',
    });
    expect(matchRoute(DESKTOP_ROUTES, '/mt/finance/bill')?.route).toEqual({
      id: 'mt_finance_bill',
      path: '/mt/finance/bill',
      auth: 2,
    });
    expect(routesFor('mobile')).toBe(MOBILE_ROUTES);
    expect(routesFor('desktop')).toBe(DESKTOP_ROUTES);
  });

  it('every route needs auth 1 under /user (but login and register), 2 under /mt (but order details) and 3 under /admin', () => {
    for (const table of [MOBILE_ROUTES, DESKTOP_ROUTES]) {
      for (const route of flattenRoutes(table)) {
        let expected: AuthLevel = 0;
        if (route.path.startsWith('/user') || route.path.startsWith('/chat')) expected = 1;
        if (route.path === '/user/login' || route.path.startsWith('/user/register')) expected = 0;
        if (route.path.startsWith('/mt'))
          expected = route.path.startsWith('/mt/order/details') ? 1 : 2;
        if (/^\/admin(\/|$)/.test(route.path)) expected = 3;
        expect([route.path, route.auth]).toEqual([route.path, expected]);
      }
    }
  });

  it('has unique ids and paths in each table', () => {
    for (const table of [MOBILE_ROUTES, DESKTOP_ROUTES]) {
      const flat = flattenRoutes(table);
      expect(new Set(flat.map((route) => route.id)).size).toBe(flat.length);
      expect(new Set(flat.map((route) => route.path)).size).toBe(flat.length);
    }
  });

  it.each([
    ['/goods/12/', 'goods', { id: '12' }],
    ['/goods/12?from=home#top', 'goods', { id: '12' }],
    ['/shop/goods/1/Green%20tea', 'shop_goods', { id: '1', name: 'Green tea' }],
  ])('normalises %s', (path, id, params) => {
    expect(matchRoute(MOBILE_ROUTES, path)).toMatchObject({ route: { id }, params });
  });

  it('has the same operator routes in both tables', () => {
    const operator = (table: typeof MOBILE_ROUTES) =>
      flattenRoutes(table).filter((route) => route.auth === 3);
    expect(operator(MOBILE_ROUTES)).toEqual(operator(DESKTOP_ROUTES));
    expect(operator(MOBILE_ROUTES)).toHaveLength(13);
  });

  it.each([
    '/nowhere',
    '/goods',
    '/goods/1/2',
    '/shop/goods/1/%E0%A4%A',
    '/mt/goods_price',
    '/admin/nowhere',
    '/admin/market/edit/1/2',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(MOBILE_ROUTES, path)).toBeNull();
  });

  it.each([
    ['/goods/:id', { id: 5 }, '/goods/5'],
    ['/category/:id?', {}, '/category'],
    ['/category/:id?', { id: '' }, '/category'],
    ['/shop/goods/:id/:name', { id: 1, name: 'Green tea/L' }, '/shop/goods/1/Green%20tea%2FL'],
    ['/', {}, '/'],
  ])('buildPath(%s, %j) = %s', (pattern, params, expected) => {
    expect(buildPath(pattern, params)).toBe(expected);
  });

  it('buildPath refuses a missing required parameter', () => {
    expect(() => buildPath('/goods/:id')).toThrow(TypeError);
  });
});

describe('guard', () => {
  const publicRoute = { path: '/goods/:id', auth: 0 as const };
  const userRoute = { path: '/user/wallet', auth: 1 as const };
  const shopRoute = { path: '/mt/goods', auth: 2 as const };
  const login = { path: '/user/login', auth: 0 as const };
  const operatorRoute = { path: '/admin/refunds', auth: 3 as const };
  const merchant = { id: 1, shop_auth: 3 };
  const shopper = { id: 2, shop_auth: 0 };
  const operator = { id: 3, shop_auth: 0, role: 'operator' };

  it.each([
    ['visitor, public', publicRoute, null, null, { type: 'proceed' }],
    ['visitor, login page', login, undefined, null, { type: 'proceed' }],
    [
      'visitor, auth 1',
      userRoute,
      null,
      null,
      { type: 'redirect', to: '/user/login', messageKey: 'errors:login_required' },
    ],
    [
      'visitor, auth 2',
      shopRoute,
      '',
      null,
      { type: 'redirect', to: '/user/login', messageKey: 'errors:login_required' },
    ],
    [
      'logged in, login page',
      login,
      't',
      shopper,
      { type: 'redirect', to: '/user', messageKey: 'errors:already_logged_in' },
    ],
    ['shopper, auth 1', userRoute, 't', shopper, { type: 'proceed' }],
    [
      'shopper, auth 2',
      shopRoute,
      't',
      shopper,
      { type: 'redirect', to: '/user', messageKey: 'errors:no_shop_permission' },
    ],
    [
      'token without user info, auth 2',
      shopRoute,
      't',
      null,
      { type: 'redirect', to: '/user', messageKey: 'errors:no_shop_permission' },
    ],
    ['merchant, auth 2', shopRoute, 't', merchant, { type: 'proceed' }],
    ['merchant, public', publicRoute, 't', merchant, { type: 'proceed' }],
    [
      'visitor, auth 3',
      operatorRoute,
      null,
      null,
      { type: 'redirect', to: '/user/login', messageKey: 'errors:login_required' },
    ],
    [
      'shopper, auth 3',
      operatorRoute,
      't',
      shopper,
      { type: 'redirect', to: '/user', messageKey: 'admin:no_permission' },
    ],
    [
      'merchant, auth 3',
      operatorRoute,
      't',
      { ...merchant, role: 'user' },
      { type: 'redirect', to: '/user', messageKey: 'admin:no_permission' },
    ],
    [
      'token without user info, auth 3',
      operatorRoute,
      't',
      null,
      { type: 'redirect', to: '/user', messageKey: 'admin:no_permission' },
    ],
    ['operator, auth 3', operatorRoute, 't', operator, { type: 'proceed' }],
    ['operator, auth 1', userRoute, 't', operator, { type: 'proceed' }],
    [
      'operator without a shop, auth 2',
      shopRoute,
      't',
      operator,
      { type: 'redirect', to: '/user', messageKey: 'errors:no_shop_permission' },
    ],
    [
      'operator, login page',
      login,
      't',
      operator,
      { type: 'redirect', to: '/user', messageKey: 'errors:already_logged_in' },
    ],
  ] as const)('%s', (_name, route, token, userinfo, expected) => {
    expect(guard(route, token, userinfo)).toEqual(expected);
  });

  it.each([
    [null, false, false],
    [{}, false, false],
    [{ id: 0 }, false, false],
    [{ id: 4, shop_auth: 0 }, true, false],
    [{ id: 4, shop_auth: 1 }, true, true],
    [{ id: 4, shop_auth: null }, true, false],
  ])('%j: logged in %s, merchant %s', (userinfo, loggedIn, merchant) => {
    expect(isLoggedIn(userinfo)).toBe(loggedIn);
    expect(isMerchant(userinfo)).toBe(merchant);
  });

  it.each([
    [null, false],
    [{}, false],
    [{ role: 'operator' }, false],
    [{ id: 0, role: 'operator' }, false],
    [{ id: 4 }, false],
    [{ id: 4, role: null }, false],
    [{ id: 4, role: 'user' }, false],
    [{ id: 4, role: 'Operator' }, false],
    [{ id: 4, role: 'operator' }, true],
    [{ id: 4, shop_auth: 2, role: 'operator' }, true],
  ])('%j: operator %s', (userinfo, operator) => {
    expect(isOperator(userinfo)).toBe(operator);
  });
});

describe('layout', () => {
  it.each([
    [320, 'mobile', 32],
    [375, 'mobile', 37.5],
    [499, 'mobile', 37.5],
    [500, 'desktop', 37.5],
    [1440, 'desktop', 37.5],
    [360, 'mobile', 36],
  ] as const)('width %d: %s, root font %d px', (width, layout, font) => {
    expect(layoutForWidth(width)).toBe(layout);
    expect(rootFontSize(width)).toBe(font);
  });

  it.each([
    [37.5, 1, '1rem'],
    [75, 2, '2rem'],
    [15, 0.4, '0.4rem'],
    [0, 0, '0rem'],
    [10, 10 / 37.5, '0.2667rem'],
  ])('rem(%d) = %d', (px, value, css) => {
    expect(rem(px)).toBe(value);
    expect(remCss(px)).toBe(css);
  });
});

describe('navigation', () => {
  it('has the tab sets of the spec', () => {
    expect(SHOPPER_TABS.map((tab) => tab.path)).toEqual(['/', '/category', '/cart', '/user']);
    expect(STOREFRONT_TABS.map((tab) => tab.path)).toEqual([
      '/shop/:id',
      '/shop/category/:id',
      '/chat/:id',
    ]);
    expect(MERCHANT_TABS.map((tab) => tab.path)).toEqual(['/mt', '/mt/service', '/mt/my']);
    expect(MERCHANT_QUICK_ENTRIES.map((entry) => entry.path)).toEqual([
      '/mt/market',
      '/mt/goods',
      '/mt/order',
      '/mt/shop',
      '/mt/finance/bill',
    ]);
    expect(SIDE_SWITCHES.toMerchant.path).toBe('/mt');
    expect(SIDE_SWITCHES.toUser.path).toBe('/user');
  });

  it('every tab, entry and tool path is a route of both tables', () => {
    const paths = [
      ...SHOPPER_TABS,
      ...STOREFRONT_TABS,
      ...MERCHANT_TABS,
      ...MERCHANT_QUICK_ENTRIES,
      ...userTools({ id: 1, shop_auth: 1 }),
      ...userTools({ id: 1, role: 'operator' }),
      ...userTools(null),
      ...OPERATOR_NAV_ITEMS,
    ]
      .map((item) => item.path.replace(':id', '1'))
      .filter((path) => path !== '');
    for (const path of paths) {
      expect(matchRoute(MOBILE_ROUTES, path), path).not.toBeNull();
      expect(matchRoute(DESKTOP_ROUTES, path), path).not.toBeNull();
    }
  });

  it('lists the user tools in the spec order, the merchant entry by role', () => {
    expect(userTools(null).map((tool) => tool.id)).toEqual([
      'merchant',
      'reviews',
      'service',
      'addresses',
      'reports',
      'feedback',
      'settings',
      'install_app',
    ]);
    expect(merchantEntryPath({ id: 1, shop_auth: 1 })).toBe('/mt');
    expect(merchantEntryPath({ id: 1, shop_auth: 0 })).toBe('/user/apply');
  });

  it('lists the operator console entry after the merchant entry, for operators only', () => {
    for (const userinfo of [null, { id: 1 }, { id: 1, role: 'user' }, { id: 1, shop_auth: 2 }]) {
      expect(userTools(userinfo).map((tool) => tool.id)).not.toContain('operator');
    }
    const tools = userTools({ id: 1, shop_auth: 0, role: 'operator' });
    expect(tools.map((tool) => tool.id).slice(0, 3)).toEqual(['merchant', 'operator', 'reviews']);
    expect(tools[1]).toBe(OPERATOR_ENTRY);
    expect(OPERATOR_ENTRY.path).toBe('/admin');
  });

  it('lists the operator console destinations, each an operator route but the way back', () => {
    expect(OPERATOR_NAV_ITEMS.map((item) => item.path)).toEqual([
      '/admin',
      '/admin/applications',
      '/admin/recharges',
      '/admin/withdraws',
      '/admin/refunds',
      '/admin/market',
      '/admin/categories',
      '/admin/banners',
      '/admin/currencies',
      '/admin/feedback',
      '/admin/complaints',
      '/user',
    ]);
    for (const item of OPERATOR_NAV_ITEMS.slice(0, -1)) {
      expect(matchRoute(DESKTOP_ROUTES, item.path)?.route).toMatchObject({ id: item.id, auth: 3 });
    }
  });

  it.each([
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/refunds', 'admin_refunds'],
    ['/admin/refunds?state=3', 'admin_refunds'],
    ['/admin/refunds/61', 'admin_refunds'],
    ['/admin/market/edit/4', 'admin_market'],
    ['/admin/marketing', 'admin'],
    ['/user', undefined],
    ['/administrator', undefined],
  ])('the operator entry of %s is %s', (pathname, id) => {
    expect(operatorNavId(pathname)).toBe(id);
  });
});

describe('counterpartPath', () => {
  it.each([
    ['mobile', '/shop/goods/2/1/Phones', '', '/shop/goods/2/Phones?category_id=1'],
    ['mobile', '/shop/goods/2/1/Phones', '?page=2', '/shop/goods/2/Phones?page=2&category_id=1'],
    ['desktop', '/shop/goods/2/Phones', '?category_id=1', '/shop/goods/2/1/Phones'],
    ['desktop', '/shop/goods/2/Phones', '', '/shop/2'],
    ['desktop', '/user/withdraw', '', '/user/wallet'],
    ['desktop', '/mt/finance', '', '/mt/finance/bill'],
  ] as const)('a %s visitor of %s%s lands on %s', (layout, path, search, expected) => {
    expect(counterpartPath(layout, path, search)).toBe(expected);
  });

  it.each([
    ['mobile', '/shop/goods/2/Phones'],
    ['desktop', '/shop/goods/2/1/Phones'],
    ['mobile', '/user/withdraw'],
    ['desktop', '/goods/1'],
    ['mobile', '/no/such/page'],
  ] as const)('leaves %s %s alone (its own route, or nobody’s)', (layout, path) => {
    expect(counterpartPath(layout, path)).toBeNull();
  });
});
