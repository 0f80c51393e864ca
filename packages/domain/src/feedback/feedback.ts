import type { StatusTone } from '../status/status-tone.js';
import { FEEDBACK_HANDLING_HOURS } from '../constants/limits.js';
import type { EpochMs } from '../time/calendar.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/** Feedback types (spec section 3): abnormal function, experience problem, function suggestion, other. */
export const FEEDBACK_TYPES = [
  'abnormal_function',
  'experience_problem',
  'function_suggestion',
  'other',
] as const;

/** A feedback type (also its wire value). */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The i18n key of a feedback type (`user:feedback.type.other`). */
export function feedbackTypeKey(type: FeedbackType): string {
  return `user:feedback.type.${type}`;
}

/** What a report is about (API contract `complaint/add`). */
export const REPORT_TYPES = ['user', 'goods', 'shop'] as const;

/** A report target type. */
export type ReportType = (typeof REPORT_TYPES)[number];

/** The i18n key of a report type (`user:report.type.shop`). */
export function reportTypeKey(type: ReportType): string {
  return `user:report.type.${type}`;
}

/** A feedback form. */
export type FeedbackForm = { readonly type: string; readonly content: string };

/** Feedback needs one of the four types and some text. */
export function validateFeedback(form: FeedbackForm): ValidationResult {
  return firstInvalid(
    (FEEDBACK_TYPES as readonly string[]).includes(form.type)
      ? VALID
      : invalid('feedback_type_required', 'type'),
    form.content.trim() === '' ? invalid('feedback_content_required', 'content') : VALID,
  );
}

/** A report form: what is reported and why. */
export type ReportForm = { readonly type: ReportType; readonly reason: string };

/** A report needs a reason (the target's existence is the server's to check). */
export function validateReport(form: ReportForm): ValidationResult {
  return form.reason.trim() === '' ? invalid('report_reason_required', 'reason') : VALID;
}

/** Where a feedback item or report stands: waiting, waiting past 72 hours, or answered. */
export const FEEDBACK_STATUSES = ['pending', 'overdue', 'handled'] as const;

/** A feedback item's or report's handling status (the server's `status`). */
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The label key of a handling status (`user:feedback.status.overdue`). */
export function feedbackStatusKey(status: FeedbackStatus): string {
  return `user:feedback.status.${status}`;
}

/** The chip colour of a handling status: waiting orange, late red, answered green. */
export function feedbackStatusTone(status: FeedbackStatus): StatusTone {
  switch (status) {
    case 'pending':
      return 'orange';
    case 'overdue':
      return 'red';
    case 'handled':
      return 'green';
    default:
      return status satisfies never;
  }
}

/**
 * Who looks at a feedback item or report: the `buyer` (any user) who sent it, or the `platform`
 * that answers it.
 */
export type FeedbackViewer = 'buyer' | 'platform';

/** The viewers of a feedback item or report. */
export const FEEDBACK_VIEWERS: readonly FeedbackViewer[] = ['buyer', 'platform'];

/** What a viewer may do to a feedback item or report: the platform replies, which handles it. */
export type FeedbackAction = 'reply';

/** The actions `viewer` may take on a feedback item or report in `status`. */
export function feedbackActions(
  status: FeedbackStatus,
  viewer: FeedbackViewer,
): readonly FeedbackAction[] {
  switch (viewer) {
    case 'buyer':
      return [];
    case 'platform':
      return status === 'handled' ? [] : ['reply'];
    default:
      return viewer satisfies never;
  }
}

/**
 * The platform's line of how long a feedback item or report waited (`admin:handling.waited_left`,
 * with `hours` and `left`): waiting with the hours left, waiting past the 72 hours, or handled
 * after so many hours.
 */
export function feedbackWaitKey(status: FeedbackStatus): string {
  switch (status) {
    case 'pending':
      return 'admin:handling.waited_left';
    case 'overdue':
      return 'admin:handling.waited_overdue';
    case 'handled':
      return 'admin:handling.handled_after';
    default:
      return status satisfies never;
  }
}

/** The platform's handling tabs: `open` (pending and overdue, oldest first) is its queue. */
export const FEEDBACK_HANDLING_TABS = ['open', 'pending', 'overdue', 'handled', 'all'] as const;

/** A handling tab (also its wire `status` filter). */
export type FeedbackHandlingTab = (typeof FEEDBACK_HANDLING_TABS)[number];

/** The label key of a handling tab (`admin:handling.tab.open`). */
export function feedbackHandlingTabKey(tab: FeedbackHandlingTab): string {
  return `admin:handling.tab.${tab}`;
}

/** Where a feedback or report stands against the 72-hour promise (spec section 9). */
export type HandlingStatus = {
  /** `pending`, `overdue` (72 hours passed unhandled) or `handled`. */
  readonly status: FeedbackStatus;
  /** The status label's key (`user:feedback.status.overdue`). */
  readonly labelKey: string;
  /** Whole hours from filing to handling, or to `now` while unhandled. */
  readonly hoursWaited: number;
  /** Whole hours left of the 72 while pending (rounded up, so 0 only when due); 0 otherwise. */
  readonly hoursLeft: number;
};

const HOUR = 3_600_000;

/**
 * The handling status of a feedback or report filed at `createdAt`, seen at `now`, handled at
 * `handledAt` if it was (epoch milliseconds). It is overdue from the 72nd hour on.
 */
export function feedbackHandling(
  createdAt: EpochMs,
  now: EpochMs,
  handledAt?: EpochMs | null,
): HandlingStatus {
  const handled = handledAt !== undefined && handledAt !== null;
  const waitedMs = Math.max(0, (handled ? handledAt : now) - createdAt);
  const limitMs = FEEDBACK_HANDLING_HOURS * HOUR;
  const status = handled ? 'handled' : waitedMs >= limitMs ? 'overdue' : 'pending';
  return {
    status,
    labelKey: feedbackStatusKey(status),
    hoursWaited: Math.floor(waitedMs / HOUR),
    hoursLeft: status === 'pending' ? Math.ceil((limitMs - waitedMs) / HOUR) : 0,
  };
}
