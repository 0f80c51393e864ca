export { AdminBannersScreen } from './admin-banners.js';
