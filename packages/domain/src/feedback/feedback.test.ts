import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_TYPES,
  REPORT_TYPES,
  feedbackHandling,
  feedbackTypeKey,
  reportTypeKey,
  validateFeedback,
  validateReport,
} from './feedback.js';

const HOUR = 3_600_000;
const FILED = 1_700_000_000_000;

describe('feedback', () => {
  it('has four feedback types and three report types', () => {
    expect(FEEDBACK_TYPES).toEqual([
      'abnormal_function',
      'experience_problem',
      'function_suggestion',
      'other',
    ]);
    expect(feedbackTypeKey('other')).toBe('user:feedback.type.other');
    expect(REPORT_TYPES).toEqual(['user', 'goods', 'shop']);
    expect(reportTypeKey('shop')).toBe('user:report.type.shop');
  });

  it.each([
    [{ type: 'other', content: 'The map is slow' }, null],
    [{ type: 'bug', content: 'x' }, 'feedback_type_required'],
    [{ type: 'other', content: '  ' }, 'feedback_content_required'],
  ])('%j -> %s', (form, expected) => {
    const result = validateFeedback(form);
    expect(result.ok ? null : result.code).toBe(expected);
  });

  it.each([
    [0, undefined, 'pending', 0, 72],
    [HOUR / 2, undefined, 'pending', 0, 72],
    [71 * HOUR + 59 * 60_000, undefined, 'pending', 71, 1],
    [72 * HOUR - 1, null, 'pending', 71, 1],
    [72 * HOUR, undefined, 'overdue', 72, 0],
    [100 * HOUR, undefined, 'overdue', 100, 0],
    [100 * HOUR, 5 * HOUR, 'handled', 5, 0],
    [100 * HOUR, 80 * HOUR, 'handled', 80, 0],
    [-HOUR, undefined, 'pending', 0, 72],
  ])('%d ms after filing, handled after %s: %s', (elapsed, handledAfter, status, waited, left) => {
    const handledAt =
      handledAfter === undefined || handledAfter === null ? handledAfter : FILED + handledAfter;
    expect(feedbackHandling(FILED, FILED + elapsed, handledAt)).toEqual({
      status,
      labelKey: `user:feedback.status.${status}`,
      hoursWaited: waited,
      hoursLeft: left,
    });
  });
});

describe('reports', () => {
  it.each([
    ['', 'report_reason_required'],
    ['   ', 'report_reason_required'],
    ['Counterfeit goods', null],
  ])('reason %j -> %s', (reason, expected) => {
    const result = validateReport({ type: 'goods', reason });
    expect(result.ok ? null : result.code).toBe(expected);
    if (!result.ok) expect(result.field).toBe('reason');
  });
});
