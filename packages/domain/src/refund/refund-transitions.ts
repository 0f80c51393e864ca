import { DomainError } from '../errors/errors.js';
import type { OrderState } from '../order/order-state.js';
import type { RefundType } from './refund-options.js';
import type { GoodsRefundStatus, RefundState } from './refund-state.js';

/** Who acts on a refund. */
export type RefundActor = 'buyer' | 'seller' | 'platform';

/**
 * The key of what a refund's state means for one viewer and what happens next: for the buyer,
 * what they wait for or may do (`refund:details.hint.seller_rejected`); for the platform, what the
 * platform does at that step (`admin:refunds.hint.platform_intervention`: decide it; elsewhere it
 * watches). Null for the seller, whose actions on the refund say it.
 */
export function refundStateHintKey(state: RefundState, viewer: RefundActor): string | null {
  switch (viewer) {
    case 'buyer':
      return `refund:details.hint.${state}`;
    case 'platform':
      return `admin:refunds.hint.${state}`;
    case 'seller':
      return null;
    default:
      return viewer satisfies never;
  }
}

/**
 * Everything that moves a refund (spec section 4, API contract):
 * - buyer: `edit` (in 0 or 2, back to 0), `close` (in 0, 1, 2, 3 or 6, to 5),
 *   `ship_back` (1 to 6), `ask_platform` (2 to 3);
 * - seller: `agree` (0 to 1 for a return, or straight to 4 for a refund only),
 *   `reject` with a reason (0 to 2), `confirm_return` (6 to 4);
 * - platform: `approve` (3 to 4), `reject` with a reason (3 to 2, the buyer may edit or close),
 *   `close` (3 to 5).
 */
export type RefundAction =
  | { readonly actor: 'buyer'; readonly type: 'edit' | 'close' | 'ship_back' | 'ask_platform' }
  | { readonly actor: 'seller'; readonly type: 'agree' | 'confirm_return' }
  | { readonly actor: 'seller'; readonly type: 'reject'; readonly reason: string }
  | { readonly actor: 'platform'; readonly type: 'approve' | 'close' }
  | { readonly actor: 'platform'; readonly type: 'reject'; readonly reason: string };

/** An action's type for one actor. */
export type RefundActionType<A extends RefundActor> = Extract<RefundAction, { actor: A }>['type'];

const ACTION_TYPES: { readonly [A in RefundActor]: readonly RefundActionType<A>[] } = {
  buyer: ['edit', 'close', 'ship_back', 'ask_platform'],
  seller: ['agree', 'reject', 'confirm_return'],
  platform: ['approve', 'reject', 'close'],
};

/** An action without its payload: who does what. */
type RefundMove = {
  [A in RefundActor]: { readonly actor: A; readonly type: RefundActionType<A> };
}[RefundActor];

function target(state: RefundState, type: RefundType, action: RefundMove): RefundState | null {
  switch (action.actor) {
    case 'buyer':
      switch (action.type) {
        case 'edit':
          return state === 'in_process' || state === 'seller_rejected' ? 'in_process' : null;
        case 'close':
          return state === 'refund_succeeded' || state === 'closed' ? null : 'closed';
        case 'ship_back':
          return state === 'seller_agreed' && type === 'return_and_refund'
            ? 'logistics_submitted'
            : null;
        case 'ask_platform':
          return state === 'seller_rejected' ? 'platform_intervention' : null;
        default:
          // A move no actor has (only reachable from untyped input) is refused, never a state.
          action satisfies never;
          return null;
      }
    case 'seller':
      switch (action.type) {
        case 'agree':
          if (state !== 'in_process') return null;
          return type === 'refund_only' ? 'refund_succeeded' : 'seller_agreed';
        case 'reject':
          return state === 'in_process' ? 'seller_rejected' : null;
        case 'confirm_return':
          return state === 'logistics_submitted' ? 'refund_succeeded' : null;
        default:
          action satisfies never;
          return null;
      }
    case 'platform':
      if (state !== 'platform_intervention') return null;
      switch (action.type) {
        case 'approve':
          return 'refund_succeeded';
        case 'reject':
          return 'seller_rejected';
        case 'close':
          return 'closed';
        default:
          action satisfies never;
          return null;
      }
    default:
      action satisfies never;
      return null;
  }
}

/**
 * The refund state after `action`. Throws `DomainError('refund_transition_not_allowed')` (with the
 * state, actor and action) when the action is not allowed in `state` for a refund of `type`, and
 * `refund_reject_reason_required` when a rejection comes without a reason.
 */
export function nextRefundState(
  state: RefundState,
  type: RefundType,
  action: RefundAction,
): RefundState {
  const next = target(state, type, action);
  if (!next) {
    throw new DomainError('refund_transition_not_allowed', {
      state,
      actor: action.actor,
      action: action.type,
    });
  }
  if (action.type === 'reject' && action.reason.trim() === '') {
    throw new DomainError('refund_reject_reason_required');
  }
  return next;
}

/** The actions `actor` may take on a refund in `state` (to show its buttons). */
export function refundActions<A extends RefundActor>(
  state: RefundState,
  type: RefundType,
  actor: A,
): RefundActionType<A>[] {
  const types = ACTION_TYPES[actor] as readonly RefundActionType<A>[];
  return types.filter(
    (actionType) => target(state, type, { actor, type: actionType } as RefundMove) !== null,
  );
}

/** The i18n key of a refund action's button (`refund:action.buyer.ship_back`). */
export function refundActionKey(actor: RefundActor, type: string): string {
  return `refund:action.${actor}.${type}`;
}

const REFUNDABLE_ORDER_STATES: readonly OrderState[] = [
  'pending_shipment',
  'shipped',
  'pending_review',
  'after_sales',
];

/**
 * True when the buyer may apply for a refund of a goods line: the order is paid and not completed
 * or closed, and the line has no refund, or only a closed one.
 */
export function canApplyRefund(orderState: OrderState, goodsStatus: GoodsRefundStatus): boolean {
  return (
    REFUNDABLE_ORDER_STATES.includes(orderState) &&
    (goodsStatus === 'not_refunded' || goodsStatus === 'refund_closed')
  );
}
