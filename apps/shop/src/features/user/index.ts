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
  useReportList,
  useScoreLog,
  useSignIn,
  useSignInCard,
  useToggleFavourite,
  useToggleShopFollow,
  useVouchers,
} from './lists.js';
export { noticePath, noticeText } from './notices.js';
export { useAvatarUpload } from './use-avatar-upload.js';
export { passwordType, useChangePassword } from './use-change-password.js';
export type { PasswordChangeForm, PasswordType } from './use-change-password.js';
export { clearLocalCaches, useClearCache } from './use-clear-cache.js';
export { useEditProfile, useProfileSync } from './use-profile.js';
export type { ProfileChange } from './use-profile.js';
export { ANDROID_DOWNLOAD_URL } from './download.js';
