export {
  useAddFeedback,
  useAddReport,
  useFavourites,
  useFeedbackList,
  useFollowedShops,
  useFootprints,
  useMarkNoticeRead,
  useMyReviews,
  useNotices,
  useRemoveFavourite,
  useReportList,
  useScoreLog,
  useSignIn,
  useSignInCard,
  useToggleFavourite,
  useToggleShopFollow,
  useUnfollowShop,
  useVouchers,
} from './lists.js';
export { groupByDay } from './day-groups.js';
export type { DayGroup } from './day-groups.js';
export { REPORT_REASONS, reportPath, reportReasonKey, reportTargetFrom } from './report.js';
export type { ReportReason, ReportTarget } from './report.js';
export { signInStatusOf, useDailySignIn } from './use-daily-sign-in.js';
export { EMPTY_FEEDBACK, useSubmitFeedback } from './use-feedback-form.js';
export type { FeedbackValues } from './use-feedback-form.js';
export { useSubmitReport } from './use-report-form.js';
export type { ReportValues } from './use-report-form.js';
export { noticePath, noticeText } from './notices.js';
export { useAvatarUpload } from './use-avatar-upload.js';
export { passwordType, useChangePassword } from './use-change-password.js';
export type { PasswordChangeForm, PasswordType } from './use-change-password.js';
export { clearLocalCaches, useClearCache } from './use-clear-cache.js';
export { useEditProfile, useProfileSync } from './use-profile.js';
export type { ProfileChange } from './use-profile.js';
export { ANDROID_DOWNLOAD_URL } from './download.js';
