import { describe, expect, expectTypeOf, it } from 'vitest';
import { upload, type SessionAnswer } from '../contract/index.js';
import { createFakeFetch, createFakeSession, envelope } from '../test/fake-fetch.js';
import { createApiClient, type CallOptions } from './client.js';
import { createEndpoints } from './endpoints.js';

function setup() {
  const fake = createFakeFetch();
  const client = createApiClient({ appId: 'app', session: createFakeSession(), fetch: fake.fetch });
  return { fake, client, api: createEndpoints(client) };
}

describe('createEndpoints', () => {
  it('binds every endpoint of the user area', () => {
    const { api } = setup();
    expect(Object.keys(api.user).sort()).toEqual(
      [
        'captcha',
        'comment',
        'editProfile',
        'login',
        'logout',
        'profile',
        'refresh',
        'register',
        'resetpwd',
        'scoreLog',
        'verifyCaptcha',
      ].sort(),
    );
  });

  it('binds the wallet, refund, merchant refund and operator finance areas', () => {
    const { api } = setup();
    expect(Object.keys(api.wallet)).toEqual([
      'recharge',
      'rechargeLog',
      'getPayAccount',
      'addPayAccount',
      'delPayAccount',
      'initialWithdraw',
      'withdraw',
      'withdrawLog',
      'rechargeAccounts',
    ]);
    expect(Object.keys(api.refund)).toEqual([
      'addApply',
      'editRefund',
      'refundList',
      'getRefundInfo',
      'toExpress',
      'closeRefund',
      'arbitrationRefund',
    ]);
    expect(Object.keys(api.merchantRefund)).toEqual([
      'refunds',
      'refundInfo',
      'refundAgree',
      'refundReject',
      'refundReceive',
    ]);
    expect(Object.keys(api.adminFinance)).toEqual([
      'recharges',
      'reviewRecharge',
      'withdraws',
      'reviewWithdraw',
      'refunds',
      'refundInfo',
      'arbitrateRefund',
      'rechargeAccounts',
      'saveRechargeAccount',
      'reconciliation',
    ]);
  });

  it('sends a withdrawal with an Idempotency-Key to its contract path', async () => {
    const { api, fake } = setup();
    await api.wallet.withdraw({ money: '20', account_id: 3, captcha: 'pay123' });
    expect(fake.last).toMatchObject({
      method: 'POST',
      url: '/api/wanlshop/pay/withdraw',
      body: { money: '20', account_id: 3, captcha: 'pay123' },
    });
    expect(fake.last?.headers['Idempotency-Key']).toMatch(/.+/);
  });

  it('logs in through the contract path and body', async () => {
    const { api, fake } = setup();
    fake.answer({ body: envelope(1, { userinfo: { id: 1 }, statistics: {} }) });
    await api.user.login({ account: 'buyer', password: 'buyer123' });
    expect(fake.last).toMatchObject({
      method: 'POST',
      url: '/api/wanlshop/user/login',
      body: { account: 'buyer', password: 'buyer123' },
    });
  });

  it('reads with GET and writes with POST on a shared path', async () => {
    const { api, fake } = setup();
    await api.user.captcha();
    await api.user.verifyCaptcha({ key: 'k', code: 'abcd' });
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/wanlshop/user/captcha',
      'POST /api/wanlshop/user/captcha',
    ]);
  });

  it('binds the catalogue and user-side areas', () => {
    const { api } = setup();
    expect({
      common: Object.keys(api.common),
      goods: Object.keys(api.goods),
      shop: Object.keys(api.shop),
      address: Object.keys(api.address),
      product: Object.keys(api.product),
      signin: Object.keys(api.signin),
      feedback: Object.keys(api.feedback),
      complaint: Object.keys(api.complaint),
      coupon: Object.keys(api.coupon),
      notice: Object.keys(api.notice),
    }).toEqual({
      common: ['info', 'getServiceUrl', 'goods', 'categorys', 'suggest', 'hotSearch'],
      goods: ['detail', 'comments'],
      shop: ['detail', 'goods', 'categorys', 'follow', 'followList'],
      address: ['getaddress', 'save', 'deladdress'],
      product: ['follow', 'collect', 'footprint'],
      signin: ['getSignin', 'dosign'],
      feedback: ['add', 'lists'],
      complaint: ['add', 'lists'],
      coupon: ['getMyList', 'getList', 'receive'],
      notice: ['lists', 'read'],
    });
  });

  it('searches with the filter as the query, and edits the profile with POST on its GET path', async () => {
    const { api, fake } = setup();
    await api.common.goods({ type: 'goods', keyword: 'phone', order: 'price', sort: 'asc' });
    await api.user.editProfile({ nickname: 'Bella' });
    await api.address.save({
      type: 'add',
      data: { name: 'Bella', mobile: '91234567', country: 'hk', address: '1 Queen St' },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/wanlshop/common/goods?keyword=phone&order=price&sort=asc&type=goods',
      'POST /api/wanlshop/user/profile',
      'POST /api/wanlshop/address',
    ]);
  });

  it('binds the cart, order, payment and merchant order areas', async () => {
    const { api, fake } = setup();
    expect({
      cart: Object.keys(api.cart),
      order: Object.keys(api.order),
      pay: Object.keys(api.pay),
      merchantOrder: Object.keys(api.merchantOrder),
    }).toEqual({
      cart: ['storage', 'synchro', 'get'],
      order: [
        'getOrderGoodsList',
        'addOrder',
        'getOrderList',
        'getOrderInfo',
        'cancelOrder',
        'confirmOrder',
        'editOrderAddress',
        'commentOrder',
      ],
      pay: ['payment', 'getBalance', 'moneyLog', 'details'],
      merchantOrder: ['orders', 'orderInfo', 'ship'],
    });
    await api.order.getOrderGoodsList([{ goods_id: 3, number: 2, sku_id: 9 }]);
    expect(fake.last).toMatchObject({
      method: 'POST',
      url: '/api/wanlshop/order/getOrderGoodsList',
      body: [{ goods_id: 3, number: 2, sku_id: 9 }],
    });
    await api.pay.payment({ order_id: [1, 2], type: 'balance', captcha: 'buyer123' });
    expect(fake.last.headers).toHaveProperty('Idempotency-Key');
    await api.order.getOrderList({ state: 5, page: 2 });
    expect(fake.last.url).toBe('/api/wanlshop/order/getOrderList?page=2&state=5');
  });

  it('binds the chat area to its contract paths', async () => {
    const { api, fake } = setup();
    expect(Object.keys(api.chat)).toEqual([
      'shake',
      'getShopChat',
      'history',
      'lists',
      'send',
      'read',
      'del',
      'clear',
      'state',
    ]);
    await api.chat.shake({ client_id: 'c1' });
    await api.chat.send({ to_id: 7, message: { type: 'text', content: { text: '<b>hi</b>' } } });
    await api.chat.lists();
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/wanlshop/chat/shake',
      'POST /api/wanlshop/chat/send',
      'GET /api/wanlshop/chat/lists',
    ]);
    expect(fake.requests[1]?.body).toEqual({
      to_id: 7,
      message: { type: 'text', content: { text: '<b>hi</b>' } },
    });
  });

  it('calls an endpoint whose body is empty without input', async () => {
    const { api, fake } = setup();
    await api.user.logout();
    expect(fake.last).toMatchObject({ url: '/api/wanlshop/user/logout', body: {} });
  });

  it('keeps uploads out of the areas', async () => {
    const { client } = setup();
    await expect(client.call(upload)).rejects.toThrow(/client\.upload\(\)/);
  });

  it('types each function by the contract', () => {
    const { api } = setup();
    expectTypeOf(api.user.login).parameters.toEqualTypeOf<
      [input: { account: string; password: string }, options?: CallOptions]
    >();
    expectTypeOf(api.user.login).returns.resolves.toEqualTypeOf<SessionAnswer>();
  });
});
