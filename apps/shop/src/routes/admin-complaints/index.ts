export { AdminComplaintsScreen } from './admin-complaints.js';
