export { FeedbackScreen } from './user-feedback.js';
