export {
  createServerCart,
  keepServerCart,
  loadServerCart,
  mergeVisitorCart,
  withLocalTicks,
} from './server-cart.js';
export type { CartLines, CartStorageBody, ServerCart } from './server-cart.js';
export { useCartActions } from './use-cart-actions.js';
export type { CartActions } from './use-cart-actions.js';
export { useCheckout } from './use-checkout.js';
