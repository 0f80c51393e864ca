export { ApplyScreen } from './apply.js';
