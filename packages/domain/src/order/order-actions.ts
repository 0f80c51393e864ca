import { DomainError } from '../errors/errors.js';
import type { OrderState } from './order-state.js';

/** What a buyer can do with an order (spec section 4). */
export const BUYER_ORDER_ACTIONS = [
  'cancel',
  'pay',
  'edit_address',
  'confirm_receipt',
  'refund',
  'review',
  'buy_again',
] as const;

/** A buyer action on an order. */
export type BuyerOrderAction = (typeof BUYER_ORDER_ACTIONS)[number];

/** What a merchant can do with an order (spec section 4). */
export const MERCHANT_ORDER_ACTIONS = ['ship', 'contact_buyer'] as const;

/** A merchant action on an order. */
export type MerchantOrderAction = (typeof MERCHANT_ORDER_ACTIONS)[number];

const BUYER_ACTIONS: Record<OrderState, readonly BuyerOrderAction[]> = {
  pending_payment: ['cancel', 'edit_address', 'pay'],
  pending_shipment: ['edit_address', 'refund'],
  shipped: ['refund', 'confirm_receipt'],
  pending_review: ['refund', 'buy_again', 'review'],
  after_sales: ['buy_again'],
  completed: ['buy_again'],
  cancelled: ['buy_again'],
};

/**
 * The buyer's actions in a state, in the order the buttons are shown (the main one last).
 * `refund` is the order-level permission; each goods line also needs
 * `canApplyRefund` (refund module) for its own refund status.
 */
export function buyerOrderActions(state: OrderState): readonly BuyerOrderAction[] {
  return BUYER_ACTIONS[state];
}

/** The merchant's actions in a state: ship while pending shipment, contact the buyer always. */
export function merchantOrderActions(state: OrderState): readonly MerchantOrderAction[] {
  return state === 'pending_shipment' ? ['ship', 'contact_buyer'] : ['contact_buyer'];
}

/** The i18n key of a buyer action's button. */
export function buyerActionKey(action: BuyerOrderAction): string {
  return `order:action.${action}`;
}

/** The i18n key of a merchant action's button. */
export function merchantActionKey(action: MerchantOrderAction): string {
  return `order:merchant_action.${action}`;
}

/**
 * The confirmation question asked before a buyer action, or null when it needs none
 * (spec section 4: each cancel or confirm asks first).
 */
export function buyerActionConfirmKey(action: BuyerOrderAction): string | null {
  switch (action) {
    case 'cancel':
      return 'common:confirm.cancel_order';
    case 'confirm_receipt':
      return 'common:confirm.confirm_received';
    default:
      return null;
  }
}

/**
 * The buttons of the confirmation asked before a buyer action, saying what each does (never a bare
 * "Cancel / Confirm" to cancel an order), or null when the action asks nothing.
 */
export function buyerActionConfirmLabels(
  action: BuyerOrderAction,
): { confirm: string; cancel: string } | null {
  switch (action) {
    case 'cancel':
      return { confirm: 'common:confirm.do_cancel_order', cancel: 'common:confirm.keep_order' };
    case 'confirm_receipt':
      return { confirm: 'common:confirm.do_confirm_received', cancel: 'common:confirm.not_yet' };
    default:
      return null;
  }
}

/** The success notice after a buyer action done at once (cancel, confirm receipt), or null. */
export function buyerActionSuccessKey(action: BuyerOrderAction): string | null {
  switch (action) {
    case 'cancel':
      return 'common:success.order_cancelled';
    case 'confirm_receipt':
      return 'common:success.receipt_confirmed';
    default:
      return null;
  }
}

/**
 * The events that move an order (API contract, money flow): pay 1 -> 2, cancel 1 -> 7, ship 2 -> 3,
 * confirm receipt 3 -> 4, review 4 -> 6, a refund opened 2/3/4 -> 5, and closing an order whose
 * every item was refunded 2/3/4/5 -> 7.
 */
export type OrderEvent =
  'pay' | 'cancel' | 'ship' | 'confirm_receipt' | 'review' | 'refund_opened' | 'all_refunded';

/**
 * The state after `event`. Throws `DomainError('order_action_not_allowed')` when the event is not
 * allowed in `state`. When a refund ends without refunding everything, the server restores the
 * state the order had before (it keeps it), so that return is not an event here.
 */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState {
  const next = transition(state, event);
  if (!next) throw new DomainError('order_action_not_allowed', { state, action: event });
  return next;
}

function transition(state: OrderState, event: OrderEvent): OrderState | null {
  switch (event) {
    case 'pay':
      return state === 'pending_payment' ? 'pending_shipment' : null;
    case 'cancel':
      return state === 'pending_payment' ? 'cancelled' : null;
    case 'ship':
      return state === 'pending_shipment' ? 'shipped' : null;
    case 'confirm_receipt':
      return state === 'shipped' ? 'pending_review' : null;
    case 'review':
      return state === 'pending_review' ? 'completed' : null;
    case 'refund_opened':
      return state === 'pending_shipment' || state === 'shipped' || state === 'pending_review'
        ? 'after_sales'
        : null;
    case 'all_refunded':
      return state === 'pending_shipment' ||
        state === 'shipped' ||
        state === 'pending_review' ||
        state === 'after_sales'
        ? 'cancelled'
        : null;
    default:
      return event satisfies never;
  }
}
