import { VALID, invalid, type ValidationResult } from './result.js';

/**
 * The reason a platform operator gives when rejecting something a user asked for (a merchant
 * application, a top-up, a withdrawal, a refund in arbitration): the user is shown it, so it may
 * not be blank (`review_reason_required`, on the field `reason`).
 */
export function validateReviewReason(reason: string): ValidationResult {
  return reason.trim() === '' ? invalid('review_reason_required', 'reason') : VALID;
}
