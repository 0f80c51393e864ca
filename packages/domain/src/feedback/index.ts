export {
  FEEDBACK_TYPES,
  FEEDBACK_STATUSES,
  REPORT_TYPES,
  feedbackHandling,
  feedbackStatusKey,
  feedbackStatusTone,
  feedbackTypeKey,
  reportTypeKey,
  validateFeedback,
  validateReport,
} from './feedback.js';
export type {
  FeedbackForm,
  FeedbackStatus,
  FeedbackType,
  HandlingStatus,
  ReportForm,
  ReportType,
} from './feedback.js';
