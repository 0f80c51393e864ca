import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../contract/index.js';
import { endpointKey, inputFromKey, isEndpointKey } from './keys.js';

const orders = defineEndpoint({
  name: 'order.list',
  method: 'GET',
  path: '/wanlshop/order/getOrderList',
  auth: 'user',
  query: Type.Object({
    state: Type.Optional(Type.Integer()),
    page: Type.Optional(Type.Integer()),
    keyword: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  response: Type.Array(Type.Integer()),
});

const ordersInfo = defineEndpoint({
  name: 'order.listInfo',
  method: 'GET',
  path: '/wanlshop/order/getOrderListInfo',
  auth: 'user',
  response: Type.Null(),
});

const history = defineEndpoint({
  name: 'chat.history',
  method: 'POST',
  path: '/wanlshop/chat/history',
  auth: 'user',
  body: Type.Object({ to_id: Type.Integer(), page: Type.Integer(), note: Type.String() }),
  response: Type.Array(Type.Integer()),
});

describe('endpointKey', () => {
  it.each([
    ['no input', undefined, 'GET /wanlshop/order/getOrderList'],
    ['an empty query', {}, 'GET /wanlshop/order/getOrderList'],
    ['only empty values', { keyword: '', state: undefined }, 'GET /wanlshop/order/getOrderList'],
    ['a query', { state: 2, page: 1 }, 'GET /wanlshop/order/getOrderList {"page":1,"state":2}'],
    ['zero', { state: 0 }, 'GET /wanlshop/order/getOrderList {"state":0}'],
    [
      'null values skipped',
      { keyword: null, page: 2 },
      'GET /wanlshop/order/getOrderList {"page":2}',
    ],
  ])('keys %s', (_name, input, expected) => {
    expect(endpointKey(orders, input)).toBe(expected);
  });

  it('is null when the input is null (do not fetch)', () => {
    expect(endpointKey(orders, null)).toBeNull();
  });

  it('is the same whatever the order of the fields', () => {
    expect(endpointKey(orders, { state: 1, page: 3 })).toBe(
      endpointKey(orders, { page: 3, state: 1 }),
    );
  });

  it('keeps a POST body whole, empty strings included', () => {
    expect(endpointKey(history, { to_id: 5, page: 1, note: '' })).toBe(
      'POST /wanlshop/chat/history {"note":"","page":1,"to_id":5}',
    );
  });

  it('survives a round trip through JSON (a persisted cache)', () => {
    const key = endpointKey(orders, { state: 2 });
    expect(JSON.parse(JSON.stringify(key))).toBe(key);
  });
});

describe('inputFromKey', () => {
  it.each([
    [orders, { state: 2, page: 1 }],
    [orders, undefined],
    [history, { to_id: 5, page: 2, note: '' }],
  ] as const)('gives back the input of %#', (endpoint, input) => {
    const key = endpointKey(endpoint, input as never) as string;
    expect(inputFromKey(endpoint, key)).toEqual(input);
  });

  it('refuses a key of another endpoint', () => {
    expect(() => inputFromKey(orders, 'GET /wanlshop/order/getOrderListInfo')).toThrow(/not a key/);
  });
});

describe('isEndpointKey', () => {
  it.each([
    ['GET /wanlshop/order/getOrderList', true],
    ['GET /wanlshop/order/getOrderList {"state":2}', true],
    ['GET /wanlshop/order/getOrderListInfo', false],
    ['POST /wanlshop/order/getOrderList', false],
    [['GET /wanlshop/order/getOrderList'], false],
  ])('%s is a key of the order list: %s', (key, expected) => {
    expect(isEndpointKey(orders, key)).toBe(expected);
  });

  it('tells apart endpoints whose paths share a beginning', () => {
    expect(isEndpointKey(ordersInfo, endpointKey(orders, { state: 1 }))).toBe(false);
  });
});
