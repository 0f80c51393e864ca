export { ShopSettingsScreen } from './mt-shop.js';
