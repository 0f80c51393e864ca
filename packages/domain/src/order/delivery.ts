/**
 * How long a merchant has to ship a paid order, in hours. The spec shows a delivery countdown but
 * gives no figure; 48 hours is the product's choice, and callers may pass another.
 */
export const DEFAULT_SHIP_WITHIN_HOURS = 48;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The shipping deadline of an order paid at `paidAtMs` (epoch milliseconds). */
export function shippingDeadline(
  paidAtMs: number,
  shipWithinHours: number = DEFAULT_SHIP_WITHIN_HOURS,
): number {
  return paidAtMs + shipWithinHours * HOUR;
}

/** A duration split for display. */
export type DurationParts = {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
};

/**
 * The delivery countdown of a merchant order: the time left before the deadline, or how long it is
 * overdue. At the deadline itself the order is overdue. Times are epoch milliseconds.
 */
export type DeliveryCountdown = DurationParts & {
  /** True once `now` has reached the deadline. */
  readonly overdue: boolean;
  /** Milliseconds left (not overdue) or past the deadline (overdue), never negative. */
  readonly ms: number;
  /** The label: `order:delivery.remaining` or `order:delivery.overdue`. */
  readonly labelKey: string;
};

/** Splits a non-negative duration in milliseconds into days, hours, minutes and whole seconds. */
export function durationParts(ms: number): DurationParts {
  const total = Math.max(0, ms);
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/** The countdown to `deadlineMs` seen at `nowMs` (both epoch milliseconds). */
export function deliveryCountdown(deadlineMs: number, nowMs: number): DeliveryCountdown {
  const overdue = nowMs >= deadlineMs;
  const ms = Math.abs(deadlineMs - nowMs);
  return {
    overdue,
    ms,
    ...durationParts(ms),
    labelKey: overdue ? 'order:delivery.overdue' : 'order:delivery.remaining',
  };
}
