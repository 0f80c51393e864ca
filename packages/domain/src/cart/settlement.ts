import type { Cart } from './cart-types.js';
import { LOGIN_ROUTE_PATH } from '../routing/guard.js';
import { tickedLines } from './cart.js';

/** A line of `POST /wanlshop/order/getOrderGoodsList`: what settlement sends for each ticked line. */
export type SettlementLine = {
  readonly goods_id: number;
  readonly number: number;
  readonly sku_id: number;
};

/** Where the confirmation page of a settlement lives. */
export const ORDER_CONFIRM_PATH = '/user/order/addorder';

/**
 * The outcome of pressing "checkout": refused without a ticked line, sent to log in when not logged
 * in, else on to the order confirmation with the ticked lines.
 */
export type SettlementDecision =
  | { readonly type: 'refuse'; readonly code: 'select_item_first'; readonly messageKey: string }
  | { readonly type: 'redirect'; readonly to: string; readonly messageKey: string }
  | { readonly type: 'proceed'; readonly to: string; readonly lines: readonly SettlementLine[] };

/**
 * Decides a checkout (spec section 4, cart rules). The selection is checked first: a visitor with
 * nothing ticked is told to pick an item rather than sent to log in for nothing.
 */
export function settle(cart: Cart, isLoggedIn: boolean): SettlementDecision {
  const lines = tickedLines(cart).map(({ goods_id, number, sku_id }) => ({
    goods_id,
    number,
    sku_id,
  }));
  if (lines.length === 0) {
    return {
      type: 'refuse',
      code: 'select_item_first',
      messageKey: 'errors:select_item_first',
    };
  }
  if (!isLoggedIn) {
    return { type: 'redirect', to: LOGIN_ROUTE_PATH, messageKey: 'errors:login_required' };
  }
  return { type: 'proceed', to: ORDER_CONFIRM_PATH, lines };
}
