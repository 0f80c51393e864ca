import { nameFromWire } from '../wire/wire.js';

/**
 * The order states by name, in wire order: `state` 1 to 7 of the API contract.
 * `pending_review` is "received, pending review"; `after_sales` has an open refund;
 * `cancelled` is cancelled before payment or closed because everything was refunded.
 */
export const ORDER_STATES = [
  'pending_payment',
  'pending_shipment',
  'shipped',
  'pending_review',
  'after_sales',
  'completed',
  'cancelled',
] as const;

/** An order state by name. */
export type OrderState = (typeof ORDER_STATES)[number];

/** An order `state` number on the wire (1 to 7). */
export type OrderStateNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The name of an order `state` number. Throws `DomainError('unknown_state')` for anything else. */
export function orderStateFromWire(value: number): OrderState {
  return nameFromWire(ORDER_STATES, value, 1, 'unknown_state', { state: String(value) });
}

/** The wire number of an order state. */
export function orderStateToWire(state: OrderState): OrderStateNumber {
  return (ORDER_STATES.indexOf(state) + 1) as OrderStateNumber;
}

/**
 * The i18n key of an order's status text (spec section 4: to be paid, to be shipped, merchant
 * shipped, goods signed, merchant processing, completed, closed or cancelled).
 */
export function orderStatusKey(state: OrderState): string {
  return `order:status.${state}`;
}

/** One tab of the order list: its `state` query value (0 all, 1 to 7) and its label's key. */
export type OrderTab = {
  /** The `order/getOrderList?state=` value. */
  readonly value: 0 | OrderStateNumber;
  /** The tab's label, an i18n key. */
  readonly labelKey: string;
};

/** The order list tabs: all, then one per state, in wire order. */
export const ORDER_TABS: readonly OrderTab[] = [
  { value: 0, labelKey: 'common:tabs.all' },
  { value: 1, labelKey: 'order:tabs.pending_payment' },
  { value: 2, labelKey: 'order:tabs.pending_shipment' },
  { value: 3, labelKey: 'order:tabs.pending_receipt' },
  { value: 4, labelKey: 'order:tabs.pending_review' },
  { value: 5, labelKey: 'order:tabs.after_sales' },
  { value: 6, labelKey: 'order:tabs.completed' },
  { value: 7, labelKey: 'order:tabs.cancelled' },
];

/**
 * The tab of the `/user/order/{state?}` route parameter: a number 0 to 7, else 0 (all), so a
 * mistyped address still shows the list.
 */
export function parseOrderTab(param: string | number | null | undefined): OrderTab['value'] {
  const value = typeof param === 'number' ? param : Number(param ?? 0);
  const tab = ORDER_TABS.find((candidate) => candidate.value === value);
  return tab ? tab.value : 0;
}

/** The progress steps shown on an order (spec section 4). */
export const ORDER_PROGRESS_STEPS = [
  'ordered',
  'paid',
  'shipped',
  'received',
  'completed',
] as const;

/** One progress step by name. */
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)[number];

/** The times an order reached its steps, unix seconds as on the wire; missing when not reached. */
export type OrderMilestones = {
  readonly createtime?: number | null;
  readonly paymenttime?: number | null;
  readonly delivertime?: number | null;
  readonly taketime?: number | null;
  readonly dealtime?: number | null;
};

/** A progress step as shown: reached or not, with its time when known. */
export type OrderProgressItem = {
  readonly step: OrderProgressStep;
  readonly labelKey: string;
  readonly done: boolean;
  /** Unix seconds, or null when not known. */
  readonly time: number | null;
};

const STEPS_REACHED: Record<OrderState, number> = {
  pending_payment: 1,
  pending_shipment: 2,
  shipped: 3,
  pending_review: 4,
  completed: 5,
  // An open refund needs a payment; how far the order went is told by its times.
  after_sales: 2,
  // Cancelled before payment; a refunded order that closed shows its times.
  cancelled: 1,
};

const STEP_TIME: Record<OrderProgressStep, keyof OrderMilestones> = {
  ordered: 'createtime',
  paid: 'paymenttime',
  shipped: 'delivertime',
  received: 'taketime',
  completed: 'dealtime',
};

/**
 * The five progress steps of an order: a step is done when the state implies it (a shipped order
 * was ordered and paid) or when the order has a time for it (an after-sales order that was
 * received).
 */
export function orderProgress(
  state: OrderState,
  milestones: OrderMilestones = {},
): OrderProgressItem[] {
  const reached = STEPS_REACHED[state];
  return ORDER_PROGRESS_STEPS.map((step, index) => {
    const time = milestones[STEP_TIME[step]] ?? null;
    return {
      step,
      labelKey: `order:progress.${step}`,
      done: index < reached || (time !== null && time > 0),
      time: time !== null && time > 0 ? time : null,
    };
  });
}
