import { ApplicationScreen } from '../../features/application/index.js';

/** `/user/apply/{step?}`: the merchant application as the applicant sees it (spec section 4). */
export function ApplyScreen() {
  return <ApplicationScreen viewer="seller" />;
}
