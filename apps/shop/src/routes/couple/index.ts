export { CoupleScreen } from './couple.js';
