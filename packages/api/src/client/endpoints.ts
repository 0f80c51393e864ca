import {
  address,
  admin,
  adminCoupon,
  adminFinance,
  cart,
  chat,
  common,
  complaint,
  coupon,
  couple,
  feedback,
  goods,
  merchant,
  merchantCoupon,
  merchantOrder,
  merchantRefund,
  notice,
  order,
  pay,
  product,
  refund,
  shop,
  shopApply,
  signin,
  user,
  wallet,
} from '../contract/index.js';
import { bindEndpoints } from './bind.js';
import type { ApiClient } from './client.js';

/**
 * One typed function per endpoint of every contract area, as `api.<area>.<action>(input)`.
 * A new area of the contract is one line here: `<area>: bindEndpoints(client, <area>)`.
 * Multipart endpoints (`upload`) are not in the areas: send them with `client.upload()`.
 */
export function createEndpoints(client: Pick<ApiClient, 'call'>) {
  return Object.freeze({
    user: bindEndpoints(client, user),
    wallet: bindEndpoints(client, wallet),
    refund: bindEndpoints(client, refund),
    merchantRefund: bindEndpoints(client, merchantRefund),
    adminFinance: bindEndpoints(client, adminFinance),
    common: bindEndpoints(client, common),
    goods: bindEndpoints(client, goods),
    shop: bindEndpoints(client, shop),
    address: bindEndpoints(client, address),
    product: bindEndpoints(client, product),
    signin: bindEndpoints(client, signin),
    feedback: bindEndpoints(client, feedback),
    complaint: bindEndpoints(client, complaint),
    coupon: bindEndpoints(client, coupon),
    adminCoupon: bindEndpoints(client, adminCoupon),
    merchantCoupon: bindEndpoints(client, merchantCoupon),
    notice: bindEndpoints(client, notice),
    cart: bindEndpoints(client, cart),
    order: bindEndpoints(client, order),
    pay: bindEndpoints(client, pay),
    merchantOrder: bindEndpoints(client, merchantOrder),
    shopApply: bindEndpoints(client, shopApply),
    merchant: bindEndpoints(client, merchant),
    couple: bindEndpoints(client, couple),
    admin: bindEndpoints(client, admin),
    chat: bindEndpoints(client, chat),
  });
}

/** The typed endpoint functions of every area (the result of {@link createEndpoints}). */
export type Endpoints = ReturnType<typeof createEndpoints>;
