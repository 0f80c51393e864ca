export {
  FEEDBACK_TYPES,
  REPORT_TYPES,
  feedbackHandling,
  feedbackTypeKey,
  reportTypeKey,
  validateFeedback,
  validateReport,
} from './feedback.js';
export type {
  FeedbackForm,
  FeedbackType,
  HandlingStatus,
  ReportForm,
  ReportType,
} from './feedback.js';
