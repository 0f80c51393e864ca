export { FeedbackEditScreen } from './user-feedback-edit.js';
