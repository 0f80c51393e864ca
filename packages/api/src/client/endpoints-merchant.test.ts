import { describe, expect, it } from 'vitest';
import { createFakeFetch, createFakeSession } from '../test/fake-fetch.js';
import { createApiClient } from './client.js';
import { createEndpoints } from './endpoints.js';

function setup() {
  const fake = createFakeFetch();
  const client = createApiClient({ appId: 'app', session: createFakeSession(), fetch: fake.fetch });
  return { fake, api: createEndpoints(client) };
}

describe('createEndpoints: merchant, application, couple and operator areas', () => {
  it('binds every endpoint of each area', () => {
    const { api } = setup();
    expect(Object.keys(api.shopApply)).toEqual(['get', 'submit']);
    expect(Object.keys(api.merchant)).toEqual([
      'console',
      'shop',
      'saveShop',
      'goods',
      'goodsInfo',
      'goodsStatus',
      'goodsPrice',
      'goodsCreate',
      'goodsEdit',
      'market',
      'marketList',
      'marketJob',
      'comments',
      'commentInfo',
      'reply',
      'profit',
    ]);
    expect(Object.keys(api.couple)).toEqual([
      'lists',
      'invite',
      'accept',
      'reject',
      'cancel',
      'dissolve',
    ]);
    expect(Object.keys(api.admin)).toEqual([
      'applications',
      'reviewApplication',
      'market',
      'marketInfo',
      'saveMarket',
      'deleteMarket',
      'categories',
      'saveCategory',
      'deleteCategory',
      'banners',
      'saveBanner',
      'deleteBanner',
      'currencies',
      'saveCurrency',
      'feedback',
      'handleFeedback',
      'complaints',
      'handleComplaint',
    ]);
  });

  it('calls the contract paths, with GET and POST sharing a path where the contract says so', async () => {
    const { api, fake } = setup();
    await api.shopApply.get();
    await api.shopApply.submit({
      step: 'shop_info',
      shopname: 'A',
      bio: 'B',
      avatar: '/uploads/a.png',
    });
    await api.merchant.console({ period: 'month' });
    await api.merchant.shop();
    await api.merchant.saveShop({ shopname: 'A', keywords: '', description: '', avatar: '/u' });
    await api.merchant.marketList({ all: true });
    await api.couple.invite({ shop_id: 3 });
    await api.admin.reviewApplication({ id: 4, approve: false, reason: 'blurry photo' });
    await api.admin.market({ status: 'hidden', page: 2 });
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      [
        'GET /api/wanlshop/shop/apply',
        'POST /api/wanlshop/shop/apply',
        'GET /api/wanlshop/merchant/console?period=month',
        'GET /api/wanlshop/merchant/shop',
        'POST /api/wanlshop/merchant/shop',
        'POST /api/wanlshop/merchant/marketList',
        'POST /api/wanlshop/couple/invite',
        'POST /admin/applications/review',
        'GET /admin/market?page=2&status=hidden',
      ].map((line) => line.replace(' /admin', ' /api/admin')),
    );
    expect(fake.requests[5]?.body).toEqual({ all: true });
  });
});
