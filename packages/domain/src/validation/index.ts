export { VALID, assertValid, firstInvalid, invalid } from './result.js';
export type { ValidationResult } from './result.js';
export {
  isPasswordAdvised,
  validateCaptcha,
  validateConfirmPassword,
  validateLoginAttempt,
  validateLoginForm,
  validateNickname,
  validatePassword,
  validatePasswordChange,
  validateRegisterForm,
  validateUsername,
} from './account.js';
export {
  validateAddress,
  validateAddressSet,
  validateAvatarFile,
  validateOrderData,
  validateOrderSubmission,
  validateRefundForm,
  validateSelection,
} from './forms.js';
export type { AddressForm, OrderDataLike, RefundForm } from './forms.js';
export { validateAddressCount } from './address-limit.js';
export { validateReviewReason } from './review.js';
