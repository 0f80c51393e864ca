import { describe, expect, it } from 'vitest';
import { validateReviewReason } from './review.js';

describe('validateReviewReason', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    ['x', true],
    ['  The transfer never arrived  ', true],
  ])('%j valid: %s', (reason, ok) => {
    const result = validateReviewReason(reason);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result).toMatchObject({
        code: 'review_reason_required',
        messageKey: 'errors:review_reason_required',
        field: 'reason',
      });
    }
  });
});
