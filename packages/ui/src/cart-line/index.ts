export { CartLine } from './cart-line.js';
export type { CartLineProps } from './cart-line.js';
