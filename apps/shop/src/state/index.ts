export { applyCartAction, replaceCart } from './cart.js';
export { StoreProvider, useAppState, useCart, useSession, useStore } from './hooks.js';
export type { StoreProviderProps } from './hooks.js';
export { clearPendingOrder, setPendingOrder } from './order.js';
export { PART_CODECS, loadState, partKey } from './parts.js';
export type {
  AppPart,
  AppState,
  CategoryPart,
  ChatPart,
  OrderPart,
  PartName,
  UserPart,
} from './parts.js';
export { endSession, selectSession, setSession, updateUserinfo } from './session.js';
export type { EndSessionOptions, Session } from './session.js';
export { createAppStore, followOtherTabs } from './store.js';
export type { AppStore, AppStoreOptions, PartUpdate } from './store.js';
export type { KeyValueStorage } from './storage.js';
