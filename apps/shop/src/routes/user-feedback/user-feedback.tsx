import { FeedbackScreen as Feedback } from '../../features/feedback/index.js';

/** `/user/feedback`: the feedback the user sent, as its sender sees it. */
export function FeedbackScreen() {
  return <Feedback viewer="buyer" />;
}
