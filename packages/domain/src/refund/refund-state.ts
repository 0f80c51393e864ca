import type { StatusTone } from '../status/status-tone.js';
import { nameFromWire } from '../wire/wire.js';

/** The colour family of a refund chip (the shared status tones). */
export type RefundTone = StatusTone;

/**
 * Order-level refund states by name, in wire order (`state` 0 to 6 of the API contract).
 * `logistics_submitted` (6) comes after `seller_agreed` (1) in the flow.
 */
export const REFUND_STATES = [
  'in_process',
  'seller_agreed',
  'seller_rejected',
  'platform_intervention',
  'refund_succeeded',
  'closed',
  'logistics_submitted',
] as const;

/** An order-level refund state. */
export type RefundState = (typeof REFUND_STATES)[number];

/** Goods-level refund statuses by name, in wire order (`refund_status` 0 to 5). */
export const GOODS_REFUND_STATUSES = [
  'not_refunded',
  'refunding',
  'awaiting_return',
  'refund_complete',
  'refund_closed',
  'refund_rejected',
] as const;

/** A goods line's refund status. */
export type GoodsRefundStatus = (typeof GOODS_REFUND_STATUSES)[number];

function fromWire<T>(list: readonly T[], value: number): T {
  return nameFromWire(list, value, 0, 'unknown_state', { state: String(value) });
}

/** The name of a refund `state` number; throws `unknown_state` outside 0 to 6. */
export function refundStateFromWire(value: number): RefundState {
  return fromWire(REFUND_STATES, value);
}

/** The wire number of a refund state. */
export function refundStateToWire(state: RefundState): number {
  return REFUND_STATES.indexOf(state);
}

/** The i18n key of a refund state's label (`refund:state.seller_agreed`). */
export function refundStateKey(state: RefundState): string {
  return `refund:state.${state}`;
}

/**
 * The chip colour of an order-level refund state: succeeded green, rejected red, closed grey,
 * every state still waiting on someone orange.
 */
export function refundStateTone(state: RefundState): RefundTone {
  switch (state) {
    case 'in_process':
    case 'seller_agreed':
    case 'platform_intervention':
    case 'logistics_submitted':
      return 'orange';
    case 'seller_rejected':
      return 'red';
    case 'refund_succeeded':
      return 'green';
    case 'closed':
      return 'grey';
    default:
      return state satisfies never;
  }
}

/** The steps a refund's log names (API contract `log[].action`), each with its own label. */
export const REFUND_LOG_ACTIONS = [
  'apply',
  'edit',
  'close',
  'ship_back',
  'ask_platform',
  'agree',
  'reject',
  'confirm_return',
  'approve',
] as const;

/** A step of a refund's log. */
export type RefundLogAction = (typeof REFUND_LOG_ACTIONS)[number];

/**
 * The label key of one step of a refund's log (`refund:log.action.ship_back`): its action, or the
 * state it left (`refund:state.closed`) for an action this app does not know. Throws
 * `unknown_state` for a state outside 0 to 6.
 */
export function refundLogStepKey(step: {
  readonly action: string;
  readonly state: number;
}): string {
  return (REFUND_LOG_ACTIONS as readonly string[]).includes(step.action)
    ? `refund:log.action.${step.action}`
    : refundStateKey(refundStateFromWire(step.state));
}

/** The label key of who took a step of a refund's log (`refund:log.actor.seller`). */
export function refundLogActorKey(actor: string): string {
  return `refund:log.actor.${actor}`;
}

/** The name of a goods `refund_status` number; throws `unknown_state` outside 0 to 5. */
export function goodsRefundStatusFromWire(value: number): GoodsRefundStatus {
  return fromWire(GOODS_REFUND_STATUSES, value);
}

/** The wire number of a goods refund status. */
export function goodsRefundStatusToWire(status: GoodsRefundStatus): number {
  return GOODS_REFUND_STATUSES.indexOf(status);
}

/** The i18n key of a goods refund status (`refund:goods_status.refunding`). */
export function goodsRefundStatusKey(status: GoodsRefundStatus): string {
  return `refund:goods_status.${status}`;
}

/** The chip colour of a goods refund status (spec section 4): 0 to 3 orange, 4 green, 5 grey. */
export function goodsRefundStatusTone(status: GoodsRefundStatus): RefundTone {
  switch (status) {
    case 'not_refunded':
    case 'refunding':
    case 'awaiting_return':
    case 'refund_complete':
      return 'orange';
    case 'refund_closed':
      return 'green';
    case 'refund_rejected':
      return 'grey';
    default:
      return status satisfies never;
  }
}

/**
 * The goods-level status that mirrors an order-level refund state, for the server to keep the
 * order line in step with its refund.
 */
export function goodsRefundStatusFor(state: RefundState): GoodsRefundStatus {
  switch (state) {
    case 'in_process':
    case 'platform_intervention':
    case 'logistics_submitted':
      return 'refunding';
    case 'seller_agreed':
      return 'awaiting_return';
    case 'seller_rejected':
      return 'refund_rejected';
    case 'refund_succeeded':
      return 'refund_complete';
    case 'closed':
      return 'refund_closed';
    default:
      return state satisfies never;
  }
}

/** One tab of the refund list: its `state=` value and label key. */
export type RefundTab = { readonly value: number; readonly labelKey: string };

/** The refund list tabs (spec section 2): all (-1), then 0, 1, 6, 2, 3, 4, 5. */
export const REFUND_TABS: readonly RefundTab[] = [-1, 0, 1, 6, 2, 3, 4, 5].map((value) => ({
  value,
  labelKey: value === -1 ? 'common:tabs.all' : refundStateKey(refundStateFromWire(value)),
}));
