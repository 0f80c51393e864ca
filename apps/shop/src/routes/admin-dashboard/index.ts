export { AdminDashboardScreen } from './admin-dashboard.js';
