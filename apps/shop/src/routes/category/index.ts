export { CategoryScreen } from './category.js';
