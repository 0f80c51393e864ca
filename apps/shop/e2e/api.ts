import type { BrowserContext } from 'playwright';
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
  {
    token,
    body,
    method,
    base = baseUrl(),
  }: { token?: string; body?: unknown; method?: 'GET' | 'POST'; base?: string } = {},
): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
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

/** The answer of a login: the token and the rest of the user, and the user-centre counts. */
interface SessionAnswer {
  userinfo: { token: string; expires_in: number; id: number } & Record<string, unknown>;
  statistics: unknown;
}

/**
 * Logs a demo account in through the API and gives `context` its session (the app's stored
 * `bazaar:user`, set before the first page unless a page has changed it since), for journeys that
 * are not about logging in (on the server at `base`, the run's own by default). Answers the token.
 */
export async function signIn(
  context: BrowserContext,
  account: string,
  password: string,
  base = baseUrl(),
): Promise<string> {
  const answer = await callApi<SessionAnswer>('/wanlshop/user/login', {
    body: { account, password },
    base,
  });
  const { token, expires_in, ...userinfo } = answer.userinfo;
  const stored = JSON.stringify({
    token,
    userinfo,
    statistics: answer.statistics,
    expiresAt: Date.now() + expires_in * 1000,
  });
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    ['bazaar:user', stored] as const,
  );
  return token;
}

/** Gives a demo account without an address (the seed's reviewers) a default one. */
export async function addAddress(token: string): Promise<void> {
  await callApi('/wanlshop/address', {
    token,
    body: {
      type: 'add',
      data: {
        name: 'Demo Receiver',
        mobile: '91234567',
        country: 'hk',
        address: '1 Harbour Road, Central, Hong Kong',
        is_default: true,
      },
    },
  });
}

/** A goods of the merchant's shop with stock, and its first SKU with stock. */
/**
 * The SKU with the most stock: journeys share the server, and each buys a unit or two of the same
 * first goods, so the first SKU in stock at the start may be sold out by a later journey.
 */
export function skuInStock<T extends { stock: number }>(skus: readonly T[]): T {
  const best = skus.reduce<T | undefined>(
    (kept, sku) => (kept === undefined || sku.stock > kept.stock ? sku : kept),
    undefined,
  );
  if (!best || best.stock <= 0) throw new Error('no SKU of the goods is in stock');
  return best;
}

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
    const sku = detail.sku.some((candidate) => candidate.stock > 0) ? skuInStock(detail.sku) : null;
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

/**
 * Tops a buyer's wallet up through the real flow (the buyer's transfer, the operator's credit), so
 * a journey that pays does not depend on what earlier journeys spent of the seeded balance.
 */
export async function topUp(token: string, money: string): Promise<void> {
  const recharge = await callApi<{ id: number }>('/wanlshop/pay/recharge', {
    token,
    body: { money, method: 'trc20', order_no: `E2E-${Date.now()}-${Math.random()}`.slice(0, 40) },
  });
  const operator = await apiLogin('admin', 'admin123');
  await callApi('/admin/recharges/review', {
    token: operator,
    body: { id: recharge.id, approve: true },
  });
}

/** An 8 x 8 red PNG. */
const PICTURE =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4Y2yMFTEMLQkACspMgdVP2G4AAAAASUVORK5CYII=';

/** Uploads a small picture as the user (`common/upload`) and answers its URL. */
export async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from(PICTURE, 'base64')], { type: 'image/png' }),
    'shop.png',
  );
  const response = await fetch(`${baseUrl()}/api/common/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const envelope = (await response.json()) as Envelope<{ url: string }>;
  if (envelope.code !== 1) throw new Error(`upload: ${envelope.msg}`);
  return envelope.data.url;
}

/**
 * Applies to open a shop as the user (every field at once) and has the operator approve it.
 * Answers the new shop's id.
 */
export async function openShop(token: string, shopname: string): Promise<number> {
  const picture = await uploadPicture(token);
  const application = await callApi<{ id: number }>('/wanlshop/shop/apply', {
    token,
    body: {
      name: 'Demo Applicant',
      id_type: 'passport',
      number: 'P7654321',
      mobile: '91234567',
      email: 'applicant@example.com',
      image: picture,
      shopname,
      bio: 'A shop opened by an end-to-end journey.',
      avatar: picture,
    },
  });
  const operator = await apiLogin('admin', 'admin123');
  const approved = await callApi<{ shop_id: number }>('/admin/applications/review', {
    token: operator,
    body: { id: application.id, approve: true },
  });
  return approved.shop_id;
}
