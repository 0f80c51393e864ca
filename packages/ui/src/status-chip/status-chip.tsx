import {
  feedbackStatusKey,
  feedbackStatusTone,
  goodsRefundStatusKey,
  goodsRefundStatusTone,
  orderStatusKey,
  refundStateKey,
  refundStateTone,
  visibilityKey,
  visibilityTone,
  type FeedbackStatus,
  type GoodsRefundStatus,
  type OrderState,
  type RefundState,
  type Visibility,
  type VisibilitySubject,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Chip, type ChipProps } from '../chip/chip.js';

/** Props of `OrderStatusChip`. */
export interface OrderStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The order's state (the domain's name for the wire number). */
  state: OrderState;
}

/**
 * An order's status text from the domain's key. The spec gives order statuses no colours, so every
 * state shows in the brand tone.
 */
export function OrderStatusChip({ state, variant = 'text' }: OrderStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone="brand" variant={variant}>
      {t(orderStatusKey(state))}
    </Chip>
  );
}

/** Props of `RefundStatusChip`. */
export interface RefundStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The order-level refund state. */
  state: RefundState;
}

/** An order-level refund state: label and tone from the domain (`refundStateTone`). */
export function RefundStatusChip({ state, variant }: RefundStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={refundStateTone(state)} variant={variant}>
      {t(refundStateKey(state))}
    </Chip>
  );
}

/** Props of `GoodsRefundStatusChip`. */
export interface GoodsRefundStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The goods line's refund status. */
  status: GoodsRefundStatus;
}

/**
 * A goods line's refund status: label and tone from the domain (`goodsRefundStatusTone`: states 0
 * to 3 orange, 4 green, 5 grey).
 */
export function GoodsRefundStatusChip({ status, variant }: GoodsRefundStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={goodsRefundStatusTone(status)} variant={variant}>
      {t(goodsRefundStatusKey(status))}
    </Chip>
  );
}

/** Props of `VisibilityChip`. */
export interface VisibilityChipProps extends Pick<ChipProps, 'variant'> {
  /** What carries the visibility (its own words: a voucher is "Stopped", kept goods "No longer on sale"). */
  subject: VisibilitySubject;
  /** Shown (`normal`) or put away (`hidden`). */
  visibility: Visibility;
}

/**
 * Whether a listed thing is shown or put away, in the words of what carries it: label and tone
 * from the domain (`visibilityKey`, `visibilityTone`: shown green, put away grey).
 */
export function VisibilityChip({ subject, visibility, variant }: VisibilityChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={visibilityTone(visibility)} variant={variant}>
      {t(visibilityKey(subject, visibility))}
    </Chip>
  );
}

/** Props of `FeedbackStatusChip`. */
export interface FeedbackStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The handling status of a feedback or report against the 72-hour promise. */
  status: FeedbackStatus;
}

/**
 * A feedback's or report's handling status, the same for the user who sent it and the operator
 * who answers it: label and tone from the domain (`feedbackStatusTone`: pending orange, overdue
 * red, handled green).
 */
export function FeedbackStatusChip({ status, variant }: FeedbackStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={feedbackStatusTone(status)} variant={variant}>
      {t(feedbackStatusKey(status))}
    </Chip>
  );
}
