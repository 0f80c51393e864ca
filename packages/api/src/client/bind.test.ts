import Type from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEndpoint } from '../contract/index.js';
import { createFakeFetch, createFakeSession, envelope } from '../test/fake-fetch.js';
import { bindEndpoints } from './bind.js';
import { createApiClient, type CallOptions } from './client.js';

const area = {
  detail: defineEndpoint({
    name: 'goods.detail',
    method: 'GET',
    path: '/wanlshop/goods/detail',
    auth: 'optional',
    query: Type.Object({ id: Type.Integer() }),
    response: Type.Object({ id: Type.Integer(), title: Type.String() }),
  }),
  follow: defineEndpoint({
    name: 'product.follow',
    method: 'POST',
    path: '/wanlshop/product/follow',
    auth: 'user',
    body: Type.Object({ id: Type.Integer() }),
    response: Type.Object({ is_follow: Type.Boolean() }),
  }),
  categories: defineEndpoint({
    name: 'common.categorys',
    method: 'GET',
    path: '/wanlshop/common/categorys',
    auth: 'public',
    response: Type.Object({ list: Type.Array(Type.String()) }),
  }),
  orders: defineEndpoint({
    name: 'order.list',
    method: 'GET',
    path: '/wanlshop/order/getOrderList',
    auth: 'user',
    query: Type.Object({
      state: Type.Optional(Type.Integer()),
      page: Type.Optional(Type.Integer()),
    }),
    response: Type.Array(Type.Integer()),
  }),
};

function setup() {
  const fake = createFakeFetch();
  const client = createApiClient({ appId: 'app', session: createFakeSession(), fetch: fake.fetch });
  return { fake, api: bindEndpoints(client, area) };
}

describe('bindEndpoints', () => {
  it('gives one function per endpoint under the same names', () => {
    const { api } = setup();
    expect(Object.keys(api)).toEqual(['detail', 'follow', 'categories', 'orders']);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('sends a GET endpoint its query and a POST endpoint its body', async () => {
    const { api, fake } = setup();
    fake.answer(
      { body: envelope(1, { id: 3, title: 'Tea' }) },
      { body: envelope(1, { is_follow: true }) },
    );
    await expect(api.detail({ id: 3 })).resolves.toEqual({ id: 3, title: 'Tea' });
    expect(fake.last).toMatchObject({ method: 'GET', url: '/api/wanlshop/goods/detail?id=3' });
    await expect(api.follow({ id: 3 })).resolves.toEqual({ is_follow: true });
    expect(fake.last).toMatchObject({ method: 'POST', body: { id: 3 } });
  });

  it('passes call options through', async () => {
    const { api, fake } = setup();
    fake.answer('hang');
    const controller = new AbortController();
    const result = api.categories(undefined, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('types each function by its endpoint', () => {
    const { api } = setup();
    expectTypeOf(api.detail).parameters.toEqualTypeOf<
      [input: { id: number }, options?: CallOptions]
    >();
    expectTypeOf(api.detail).returns.resolves.toEqualTypeOf<{ id: number; title: string }>();
    expectTypeOf(api.categories).parameters.toEqualTypeOf<
      [input?: undefined, options?: CallOptions]
    >();
    expectTypeOf(api.orders).parameters.toEqualTypeOf<
      [input?: { state?: number; page?: number }, options?: CallOptions]
    >();
    expectTypeOf(api.follow).returns.resolves.toEqualTypeOf<{ is_follow: boolean }>();
  });
});
