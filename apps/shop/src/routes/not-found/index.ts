export { NotFoundScreen } from './not-found.js';
