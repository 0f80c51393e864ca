import { nameFromWire } from '../wire/wire.js';

/** The 7 refund reasons by name, in wire order (`reason` 0 to 6; spec section 9). */
export const REFUND_REASONS = [
  'dislike',
  'empty_package',
  'never_delivered',
  'colour_size_mismatch',
  'quality_problem',
  'missing_items',
  'counterfeit',
] as const;

/** A refund reason. */
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The 2 refund types by name, in wire order (`type` 0 refund only, 1 return and refund). */
export const REFUND_TYPES = ['refund_only', 'return_and_refund'] as const;

/** A refund type. */
export type RefundType = (typeof REFUND_TYPES)[number];

/** The 2 goods conditions by name, in wire order (`expressType` 0 not received, 1 received). */
export const GOODS_CONDITIONS = ['not_received', 'received'] as const;

/** Whether the buyer has the goods. */
export type GoodsCondition = (typeof GOODS_CONDITIONS)[number];

/** A choice of a refund form: its wire number, name and label key. */
export type RefundOption<T extends string> = {
  readonly value: number;
  readonly name: T;
  readonly labelKey: string;
};

function options<T extends string>(names: readonly T[], prefix: string): RefundOption<T>[] {
  return names.map((name, value) => ({ value, name, labelKey: `refund:${prefix}.${name}` }));
}

/** The reasons as form choices (`refund:reason.dislike`, ...). */
export const REFUND_REASON_OPTIONS = options(REFUND_REASONS, 'reason');
/** The types as form choices (`refund:type.refund_only`, ...). */
export const REFUND_TYPE_OPTIONS = options(REFUND_TYPES, 'type');
/** The goods conditions as form choices (`refund:goods_condition.received`, ...). */
export const GOODS_CONDITION_OPTIONS = options(GOODS_CONDITIONS, 'goods_condition');

function fromWire<T>(list: readonly T[], value: number, field: string): T {
  return nameFromWire(list, value, 0, 'bad_request', { field });
}

/** The refund type of a wire `type`; throws `bad_request` for anything but 0 and 1. */
export function refundTypeFromWire(value: number): RefundType {
  return fromWire(REFUND_TYPES, value, 'type');
}

/** The reason of a wire `reason`; throws `bad_request` outside 0 to 6. */
export function refundReasonFromWire(value: number): RefundReason {
  return fromWire(REFUND_REASONS, value, 'reason');
}

/** The goods condition of a wire `expressType`; throws `bad_request` for anything but 0 and 1. */
export function goodsConditionFromWire(value: number): GoodsCondition {
  return fromWire(GOODS_CONDITIONS, value, 'expressType');
}
