export { CoupleRecordsScreen } from './couple-records.js';
