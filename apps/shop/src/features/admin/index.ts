export { AdminPage } from './admin-page.js';
export type { AdminPageProps } from './admin-page.js';
export { AdminList, ListLoading } from './admin-list.js';
export type { AdminListProps } from './admin-list.js';
export {
  Card,
  Column,
  Fields,
  FormFields,
  Hidden,
  Note,
  RecordPanel,
  Toolbar,
} from './admin.styles.js';
export { MoneyNote, formatBaseMoney, useBaseMoney } from './money.js';
export { ReasonDialog } from './reason-dialog.js';
export type { ReasonDialogProps } from './reason-dialog.js';
export { Pictures, userLabel } from './record-parts.js';
export type { PicturesProps } from './record-parts.js';
export { DecisionButtons, useReview } from './use-review.js';
export { platformRefundActions, usePlatformRefundActions } from './platform-refunds.js';
export type {
  PlatformRefundAction,
  PlatformRefundActions,
  PlatformRefundTarget,
} from './platform-refunds.js';
export type {
  ApproveRequest,
  DecisionButtonsProps,
  ReviewActions,
  TextRequest,
} from './use-review.js';
export { useWaitingCounts } from './use-waiting-counts.js';
export { BooksPanel } from './books-panel.js';
export type { WaitingCount, WaitingCounts } from './use-waiting-counts.js';
export { FinanceQueue } from './finance-queue.js';
export { FinanceRequestCard } from './finance-request-card.js';
export type { FinanceRequest, FinanceRequestCardProps } from './finance-request-card.js';
export type { FinanceQueueProps } from './finance-queue.js';
export { FormDialog, fieldResult, focusNamed } from './form-dialog.js';
export type { FormDialogProps } from './form-dialog.js';
export { useSaving } from './use-saving.js';
export type { Saving } from './use-saving.js';
export { leafCategoryOptions, marketBodyOf } from './market-body.js';
export type { MarketBody } from './market-body.js';
export { useTranslatedText } from './use-translated-text.js';
export type { TranslatedText } from './use-translated-text.js';
