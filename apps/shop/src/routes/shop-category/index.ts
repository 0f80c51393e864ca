export { ShopCategoryScreen } from './shop-category.js';
