import { FeedbackScreen } from '../../features/feedback/index.js';

/** `/admin/feedback`: what users sent as feedback, as the platform answers it. */
export function AdminFeedbackScreen() {
  return <FeedbackScreen viewer="platform" />;
}
