export { AdminApplicationsScreen } from './admin-applications.js';
