import { ApplicationScreen } from '../../features/application/index.js';

/** `/admin/applications`: merchant applications as the platform reviews them. */
export function AdminApplicationsScreen() {
  return <ApplicationScreen viewer="platform" />;
}
