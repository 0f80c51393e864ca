export { AdminFeedbackScreen } from './admin-feedback.js';
