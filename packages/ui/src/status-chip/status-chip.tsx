import {
  applicationStatus,
  coupleStateKey,
  coupleStateTone,
  financeStatus,
  ledgerCheckKey,
  ledgerCheckTone,
  feedbackStatusKey,
  feedbackStatusTone,
  goodsRefundStatusKey,
  goodsRefundStatusTone,
  orderStatusKey,
  refundStateKey,
  refundStateTone,
  visibilityKey,
  visibilityTone,
  type ApplicationState,
  type ApplicationViewer,
  type CoupleState,
  type FeedbackStatus,
  type FinanceRequestKind,
  type FinanceViewer,
  type LedgerCheckState,
  type WithdrawStatus,
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

/** Props of `ApplicationStatusChip`. */
export interface ApplicationStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The merchant application's state. */
  state: ApplicationState;
  /** Who reads it: the applicant (`seller`) in their words, the `platform` in the review's. */
  viewer: ApplicationViewer;
}

/**
 * A merchant application's status, in the words of who reads it and in one tone for both (domain
 * `applicationStatus`: filling in grey, awaiting review orange, approved green, rejected red).
 */
export function ApplicationStatusChip({ state, viewer, variant }: ApplicationStatusChipProps) {
  const { t } = useTranslation();
  const { labelKey, tone } = applicationStatus(state, viewer);
  return (
    <Chip tone={tone} variant={variant}>
      {t(labelKey)}
    </Chip>
  );
}

/** Props of `FinanceStatusChip`. */
export interface FinanceStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The top-up's or withdrawal's status. */
  status: WithdrawStatus;
  /** A top-up (`recharge`) or a withdrawal (`withdraw`): the platform's words differ ("Credited", "Paid out"). */
  kind: FinanceRequestKind;
  /** Who reads it: its maker (`buyer`, `seller`) or the `platform`. */
  viewer: FinanceViewer;
}

/**
 * A top-up's or withdrawal's status, in the words of who reads it and in one tone for every viewer
 * (domain `financeStatus`: applying orange, done green, rejected red).
 */
export function FinanceStatusChip({ status, kind, viewer, variant }: FinanceStatusChipProps) {
  const { t } = useTranslation();
  const { labelKey, tone } = financeStatus(status, kind, viewer);
  return (
    <Chip tone={tone} variant={variant}>
      {t(labelKey)}
    </Chip>
  );
}

/** Props of `CoupleStatusChip`. */
export interface CoupleStatusChipProps extends Pick<ChipProps, 'variant'> {
  /** The couple-shop invitation's state. */
  state: CoupleState;
}

/**
 * A couple-shop invitation's state: label and tone from the domain (`coupleStateTone`: inviting
 * orange, agreed green, rejected red, ended grey).
 */
export function CoupleStatusChip({ state, variant }: CoupleStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={coupleStateTone(state)} variant={variant}>
      {t(coupleStateKey(state))}
    </Chip>
  );
}

/** Props of `LedgerCheckChip`. */
export interface LedgerCheckChipProps extends Pick<ChipProps, 'variant'> {
  /** How the last check of the books ended. */
  state: LedgerCheckState;
}

/**
 * The last check of the books: label and tone from the domain (`ledgerCheckTone`: reconciled
 * green, differences red, unfinished orange, never run grey).
 */
export function LedgerCheckChip({ state, variant }: LedgerCheckChipProps) {
  const { t } = useTranslation();
  return (
    <Chip tone={ledgerCheckTone(state)} variant={variant}>
      {t(ledgerCheckKey(state))}
    </Chip>
  );
}
