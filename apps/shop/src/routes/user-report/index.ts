export { ReportScreen } from './user-report.js';
