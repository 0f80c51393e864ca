export { CartShopGroup } from './cart-shop-group.js';
export type { CartShopGroupProps } from './cart-shop-group.js';
