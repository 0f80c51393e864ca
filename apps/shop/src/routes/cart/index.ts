export { CartScreen } from './cart.js';
