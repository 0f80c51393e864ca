import { baseUrl } from './browser.js';

/** An envelope of the API. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls the API directly (what another role does meanwhile: the merchant ships, the operator
 * credits), answering the envelope; a refusal throws with its message.
 */
export async function callApi<T = unknown>(
  path: string,
  { token, body, method }: { token?: string; body?: unknown; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'accept-language': 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Logs a demo account in through the API and answers its token. */
export async function apiLogin(account: string, password: string): Promise<string> {
  const data = await callApi<{ userinfo: { token: string } }>('/wanlshop/user/login', {
    body: { account, password },
  });
  return data.userinfo.token;
}

/** A goods of the merchant's shop with stock, and its first SKU with stock. */
export async function goodsOfShop(
  merchantToken: string,
): Promise<{ id: number; title: string; skuId: number }> {
  const goods = await callApi<{ data: Array<{ id: number; title: string }> }>(
    '/wanlshop/merchant/goods?status=normal&page=1',
    { token: merchantToken },
  );
  for (const item of goods.data) {
    const detail = await callApi<{ sku: Array<{ id: number; stock: number }> }>(
      `/wanlshop/goods/detail?id=${item.id}`,
    );
    const sku = detail.sku.find((candidate) => candidate.stock > 0);
    if (sku) return { id: item.id, title: item.title, skuId: sku.id };
  }
  throw new Error('the merchant has no goods in stock');
}

/**
 * Places an order of one unit through the API (confirmation, then `addOrder`) to the buyer's
 * default address, and pays it when `pay` is given the payment password. Answers the order id.
 */
export async function placeOrder(
  token: string,
  goods: { id: number; skuId: number },
  { pay }: { pay?: string } = {},
): Promise<number> {
  const line = { goods_id: goods.id, sku_id: goods.skuId, number: 1 };
  const settlement = await callApi<{
    addressData: { id: number } | null;
    orderData: { lists: Array<{ shop_id: number }> };
    token: string;
  }>('/wanlshop/order/getOrderGoodsList', { token, body: [line] });
  const shopId = settlement.orderData.lists[0]?.shop_id;
  if (!settlement.addressData || shopId === undefined) throw new Error('no address or shop');
  const placed = await callApi<{ order_id: number[] }>('/wanlshop/order/addOrder', {
    token,
    body: {
      order: {
        address_id: settlement.addressData.id,
        lists: [
          {
            shop_id: shopId,
            remarks: '',
            coupon_id: 0,
            products: [{ ...line, freight_id: 0 }],
          },
        ],
      },
      token: settlement.token,
    },
  });
  const orderId = placed.order_id[0] as number;
  if (pay !== undefined) {
    await callApi('/wanlshop/pay/payment', {
      token,
      body: { order_id: [orderId], type: 'balance', captcha: pay },
    });
  }
  return orderId;
}

/** The state number of an order, as its buyer sees it. */
export async function orderState(token: string, orderId: number): Promise<number> {
  const order = await callApi<{ state: number }>(`/wanlshop/order/getOrderInfo?id=${orderId}`, {
    token,
  });
  return order.state;
}
