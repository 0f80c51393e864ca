export { NoticesScreen } from './notices.js';
