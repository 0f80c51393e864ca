// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../client/client.js';
import { ApiError } from '../client/errors.js';
import { defineEndpoint, Paged } from '../contract/index.js';
import {
  createFakeFetch,
  createFakeSession,
  envelope,
  type FakeAnswer,
  type RecordedRequest,
} from '../test/fake-fetch.js';
import { endpointKey } from './keys.js';
import { ApiProvider, useApiClient } from './provider.js';
import { isTransientError, useEndpoint } from './use-endpoint.js';
import { useEndpointMutation } from './use-endpoint-mutation.js';
import { usePagedEndpoint } from './use-paged-endpoint.js';

const detail = defineEndpoint({
  name: 'goods.detail',
  method: 'GET',
  path: '/wanlshop/goods/detail',
  auth: 'optional',
  query: Type.Object({ id: Type.Integer() }),
  response: Type.Object({ id: Type.Integer(), title: Type.String() }),
});

const orders = defineEndpoint({
  name: 'order.list',
  method: 'GET',
  path: '/wanlshop/order/getOrderList',
  auth: 'user',
  query: Type.Object({
    state: Type.Optional(Type.Integer()),
    page: Type.Optional(Type.Integer()),
    limit: Type.Optional(Type.Integer()),
  }),
  response: Paged(Type.Object({ id: Type.Integer(), state: Type.Integer() })),
});

const cancel = defineEndpoint({
  name: 'order.cancel',
  method: 'POST',
  path: '/wanlshop/order/cancelOrder',
  auth: 'user',
  body: Type.Object({ id: Type.Integer() }),
  response: Type.Null(),
});

/** A server with `count` orders in pages of `limit`, every order in `state` (changeable). */
function ordersServer(count: number, limit = 2) {
  let orderState = 1;
  const route = (request: RecordedRequest): FakeAnswer | undefined => {
    const url = new URL(request.url, 'http://shop.test');
    if (url.pathname === '/api/wanlshop/order/getOrderList') {
      const page = Number(url.searchParams.get('page'));
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice(
        (page - 1) * limit,
        page * limit,
      );
      return {
        body: envelope(1, {
          total: count,
          per_page: limit,
          current_page: page,
          last_page: Math.max(1, Math.ceil(count / limit)),
          data: ids.map((id) => ({ id, state: orderState })),
        }),
      };
    }
    if (url.pathname === '/api/wanlshop/order/cancelOrder') {
      orderState = 7;
      return { body: envelope(1, null, 'Cancelled') };
    }
    return undefined;
  };
  return route;
}

function setup(route?: (request: RecordedRequest) => FakeAnswer | undefined) {
  const fake = createFakeFetch(route as (request: RecordedRequest) => FakeAnswer);
  const onError = vi.fn();
  const client = createApiClient({
    appId: 'app',
    session: createFakeSession(),
    fetch: fake.fetch,
    onError,
  });
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false } },
      createElement(ApiProvider, { client }, children),
    );
  return { fake, client, wrapper, onError };
}

function urls(fake: ReturnType<typeof createFakeFetch>) {
  return fake.requests.map((request) => request.url);
}

afterEach(() => {
  cleanup();
});

describe('ApiProvider', () => {
  it('carries the client', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('explains when it is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
  });

  it('passes a new client down', () => {
    const first = setup();
    const second: ApiClient = createApiClient({ appId: 'b', session: createFakeSession() });
    let client = first.client;
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(ApiProvider, { client }, children);
    const { result, rerender } = renderHook(() => useApiClient(), { wrapper });
    client = second;
    rerender();
    expect(result.current).toBe(second);
  });
});

describe('useEndpoint', () => {
  it('fetches the endpoint with its query and returns the data', async () => {
    const { fake, wrapper } = setup();
    fake.answer({ body: envelope(1, { id: 3, title: 'Tea' }) });
    const { result } = renderHook(() => useEndpoint(detail, { id: 3 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 3, title: 'Tea' }));
    expect(urls(fake)).toEqual(['/api/wanlshop/goods/detail?id=3']);
  });

  it('does not fetch when the input is null', async () => {
    const { fake, wrapper } = setup();
    const { result } = renderHook(() => useEndpoint(detail, null), { wrapper });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('exposes the ApiError of a refused call', async () => {
    const { fake, wrapper, onError } = setup();
    fake.answer({ body: envelope(0, null, 'Goods not found') });
    const { result } = renderHook(() => useEndpoint(detail, { id: 9 }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe('Goods not found');
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('isTransientError', () => {
  const error = (kind: ApiError['kind'], status: number | null) =>
    new ApiError({ kind, msg: '', code: null, status, data: null, request: 'GET /x' });

  it.each([
    [error('timeout', null), true],
    [error('network', null), true],
    [error('bad_response', 502), true],
    [error('refused', 500), true],
    [error('refused', 200), false],
    [error('refused', null), false],
    [error('unauthorized', 401), false],
    [error('forbidden', 403), false],
    [error('aborted', null), false],
    [new Error('x'), false],
  ])('%o is transient: %s', (value, expected) => {
    expect(isTransientError(value)).toBe(expected);
  });
});

describe('usePagedEndpoint', () => {
  it('loads page by page until the last, then has no more', async () => {
    const { fake, wrapper } = setup(ordersServer(5));
    const { result } = renderHook(() => usePagedEndpoint(orders, { state: 1 }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current).toMatchObject({
      total: 5,
      hasMore: true,
      isLoading: false,
      isEmpty: false,
    });

    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(urls(fake)).toEqual([
      '/api/wanlshop/order/getOrderList?page=1&state=1',
      '/api/wanlshop/order/getOrderList?page=2&state=1',
      '/api/wanlshop/order/getOrderList?page=3&state=1',
    ]);

    act(() => result.current.loadMore());
    await act(async () => undefined);
    expect(fake.requests).toHaveLength(3);
  });

  it('has no more after a single page', async () => {
    const { wrapper } = setup(ordersServer(2));
    const { result } = renderHook(() => usePagedEndpoint(orders), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isEmpty).toBe(false);
  });

  it('is empty when the list has no items', async () => {
    const { wrapper } = setup(ordersServer(0));
    const { result } = renderHook(() => usePagedEndpoint(orders, { state: 3 }), { wrapper });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it('does not fetch when the input is null', async () => {
    const { fake, wrapper } = setup(ordersServer(5));
    const { result } = renderHook(() => usePagedEndpoint(orders, null), { wrapper });
    await act(async () => undefined);
    expect(fake.fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({
      items: [],
      isLoading: false,
      hasMore: false,
      isEmpty: false,
    });
  });

  it('ignores loadMore while a page loads', async () => {
    const { fake, wrapper } = setup(ordersServer(9));
    const { result } = renderHook(() => usePagedEndpoint(orders), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    await act(async () => undefined);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the loaded pages and the error when a further page fails', async () => {
    const server = ordersServer(6);
    let failPage2 = true;
    const { wrapper } = setup((request) => {
      if (failPage2 && request.url.includes('page=2')) return { body: envelope(0, null, 'Busy') };
      return server(request) as FakeAnswer;
    });
    const { result } = renderHook(() => usePagedEndpoint(orders), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.message).toBe('Busy'));
    expect(result.current.items).toHaveLength(2);
    expect(result.current.isLoadingMore).toBe(false);
    failPage2 = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.error).toBeUndefined();
  });

  it('reloads every loaded page on refresh', async () => {
    const { fake, wrapper } = setup(ordersServer(5));
    const { result } = renderHook(() => usePagedEndpoint(orders), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    fake.requests.length = 0;
    await act(() => result.current.refresh());
    expect(urls(fake)).toEqual([
      '/api/wanlshop/order/getOrderList?page=1',
      '/api/wanlshop/order/getOrderList?page=2',
    ]);
  });
});

describe('useEndpointMutation', () => {
  it('calls the endpoint, then refreshes every page of the named list', async () => {
    const { fake, wrapper } = setup(ordersServer(3));
    const { result } = renderHook(
      () => ({
        list: usePagedEndpoint(orders),
        cancel: useEndpointMutation(cancel, { revalidate: [orders] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(3));
    fake.requests.length = 0;

    let pending!: Promise<null>;
    act(() => {
      pending = result.current.cancel.trigger({ id: 1 });
    });
    expect(result.current.cancel.isMutating).toBe(true);
    await act(() => pending);
    expect(result.current.cancel.isMutating).toBe(false);
    expect(result.current.cancel.data).toBeNull();
    expect(urls(fake)).toEqual([
      '/api/wanlshop/order/cancelOrder',
      '/api/wanlshop/order/getOrderList?page=1',
      '/api/wanlshop/order/getOrderList?page=2',
    ]);
    expect(result.current.list.items.map((item) => item.state)).toEqual([7, 7, 7]);
  });

  it('refreshes an exact key and every key of a named endpoint', async () => {
    const { fake, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        tea: useEndpoint(detail, { id: 3 }),
        rice: useEndpoint(detail, { id: 4 }),
        byKey: useEndpointMutation(cancel, {
          revalidate: [endpointKey(detail, { id: 4 }) as string],
        }),
        byEndpoint: useEndpointMutation(cancel, { revalidate: [detail] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    fake.requests.length = 0;
    await act(() => result.current.byKey.trigger({ id: 1 }));
    expect(urls(fake)).toEqual([
      '/api/wanlshop/order/cancelOrder',
      '/api/wanlshop/goods/detail?id=4',
    ]);
    fake.requests.length = 0;
    await act(() => result.current.byEndpoint.trigger({ id: 1 }));
    expect(urls(fake).sort()).toEqual([
      '/api/wanlshop/goods/detail?id=3',
      '/api/wanlshop/goods/detail?id=4',
      '/api/wanlshop/order/cancelOrder',
    ]);
  });

  it('rejects, keeps the error and refreshes nothing when the call is refused', async () => {
    const { fake, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        tea: useEndpoint(detail, { id: 3 }),
        cancel: useEndpointMutation(cancel, { revalidate: [detail] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.answer({ body: envelope(0, null, 'Only a pending order can be cancelled') });
    await act(async () => {
      await expect(result.current.cancel.trigger({ id: 1 })).rejects.toMatchObject({
        kind: 'refused',
      });
    });
    expect(result.current.cancel.error?.message).toBe('Only a pending order can be cancelled');
    expect(result.current.cancel.isMutating).toBe(false);
    expect(fake.requests).toHaveLength(2);
    act(() => result.current.cancel.reset());
    expect(result.current.cancel.error).toBeUndefined();
  });

  it('refreshes nothing without targets', async () => {
    const { fake, wrapper } = setup();
    const { result } = renderHook(() => useEndpointMutation(cancel), { wrapper });
    await act(() => result.current.trigger({ id: 1 }));
    expect(urls(fake)).toEqual(['/api/wanlshop/order/cancelOrder']);
  });
});
