export {
  CART_STORAGE_TYPES,
  EMPTY_CART,
  canDecrease,
  cartReducer,
  computeCart,
  deleteStorageType,
  mergeCarts,
  removedLines,
  restoreLines,
  tickedLines,
} from './cart.js';
export type { CartAction, CartStorageType } from './cart.js';
export type {
  Cart,
  CartAddInput,
  CartLineRef,
  CartProduct,
  CartProductInput,
  CartShop,
  CartShopInput,
  CartSku,
} from './cart-types.js';
export { ORDER_CONFIRM_PATH, settle } from './settlement.js';
export type { SettlementDecision, SettlementLine } from './settlement.js';
