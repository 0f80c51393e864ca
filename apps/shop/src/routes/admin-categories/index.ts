export { AdminCategoriesScreen } from './admin-categories.js';
