import {
  EMPTY_CART,
  NO_UNREAD,
  STORAGE_KEYS,
  computeCart,
  type Cart,
  type CartShopInput,
  type CurrencyEntry,
  type PERSISTED_STATE_PARTS,
  type SettlementLine,
  type UnreadCounts,
} from '@bazaar/domain';
import type { AppInfo, CategoryNode, UserInfo, UserStatistics } from '@bazaar/api/contract';
import { isRecord, readJson, writeJson, type KeyValueStorage } from './storage.js';

/** The name of a persisted state part (spec section 9): app, category, cart, user, order, chat. */
export type PartName = (typeof PERSISTED_STATE_PARTS)[number];

/**
 * App-wide data kept for the next visit's first paint: the initial data of
 * `GET /wanlshop/common/info`.
 */
export type AppPart = {
  /** The initial data (`categorys, msgCount, banners, currencyList, ...`); null until loaded. */
  readonly info: AppInfo | null;
  /** The currency list of the initial data (our languages only), for `resolveCurrency`. */
  readonly currencyList: readonly CurrencyEntry[];
};

/** The category tree (`GET /wanlshop/common/categorys`) and the category last opened. */
export type CategoryPart = {
  /** The tree as the server sends it; empty until loaded. */
  readonly list: readonly CategoryNode[];
  /** The category last chosen on the categories screen. */
  readonly activeId: number | null;
};

/**
 * The session (spec section 3): logged in exactly when `userinfo.id` exists (`isLoggedIn` of
 * `@bazaar/domain`). Set by login, register and refresh; cleared by logout or a failed refresh.
 */
export type UserPart = {
  /** Sent as the `token` header. */
  readonly token: string | null;
  /** The user, without the token. */
  readonly userinfo: UserInfo | null;
  /** The user-centre counts that came with the last login, register or refresh. */
  readonly statistics: UserStatistics | null;
  /** When the token expires, epoch milliseconds. */
  readonly expiresAt: number | null;
};

/** The order being confirmed: the ticked cart lines that checkout sent to the confirmation. */
export type OrderPart = {
  /** The lines of the pending order, or null when none is pending. */
  readonly pending: readonly SettlementLine[] | null;
};

/** Chat state kept across reloads. */
export type ChatPart = {
  /** Unread messages per conversation partner (domain `nextUnread`). */
  readonly unread: UnreadCounts;
  /** The socket's client id from the server's `init` frame. */
  readonly clientId: string | null;
};

/** The whole persisted app state. The cart is the domain's `Cart`, totals always derived. */
export type AppState = {
  readonly app: AppPart;
  readonly category: CategoryPart;
  readonly cart: Cart;
  readonly user: UserPart;
  readonly order: OrderPart;
  readonly chat: ChatPart;
};

/** How a part is kept in storage: read back (invalid data gives the initial value) and written. */
type PartCodec<T> = {
  /** The storage keys the part uses (to follow changes made in other tabs). */
  readonly keys: readonly string[];
  readonly initial: T;
  load(storage: KeyValueStorage | null): T;
  save(storage: KeyValueStorage | null, value: T): void;
};

/** The storage key of a part that has no key in the domain's `STORAGE_KEYS`. */
export function partKey(part: PartName): string {
  return `bazaar:${part}`;
}

function jsonPart<T>(key: string, initial: T, parse: (raw: unknown) => T | null): PartCodec<T> {
  return {
    keys: [key],
    initial,
    load: (storage) => {
      const raw = readJson(storage, key);
      return raw === undefined ? initial : (parse(raw) ?? initial);
    },
    save: (storage, value) => writeJson(storage, key, value === initial ? null : value),
  };
}

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function parseCart(raw: unknown): Cart | null {
  if (!isRecord(raw) || !Array.isArray(raw.list)) return null;
  try {
    // Stored totals are never trusted: they are derived again from the lines.
    return computeCart(raw.list as CartShopInput[], raw.operate === true);
  } catch {
    return null;
  }
}

function parseUser(raw: unknown): UserPart | null {
  if (!isRecord(raw) || typeof raw.token !== 'string' || raw.token === '') return null;
  if (!isRecord(raw.userinfo) || !isPositiveId(raw.userinfo.id)) return null;
  return {
    token: raw.token,
    userinfo: raw.userinfo as UserInfo,
    statistics: isRecord(raw.statistics) ? (raw.statistics as UserStatistics) : null,
    expiresAt: typeof raw.expiresAt === 'number' ? raw.expiresAt : null,
  };
}

function parseSettlementLine(raw: unknown): SettlementLine | null {
  if (!isRecord(raw)) return null;
  const { goods_id, sku_id, number } = raw;
  return isPositiveId(goods_id) && isPositiveId(number) && isPositiveId(sku_id)
    ? { goods_id, sku_id, number }
    : null;
}

function parseOrder(raw: unknown): OrderPart | null {
  if (!isRecord(raw) || !Array.isArray(raw.pending)) return null;
  const lines = raw.pending.map(parseSettlementLine);
  return lines.every((line) => line !== null) && lines.length > 0
    ? { pending: lines as SettlementLine[] }
    : null;
}

function parseUnread(raw: unknown): UnreadCounts | null {
  if (!isRecord(raw)) return null;
  const counts: Record<number, number> = {};
  for (const [id, count] of Object.entries(raw)) {
    if (isPositiveId(Number(id)) && isPositiveId(count)) counts[Number(id)] = count;
  }
  return counts;
}

const INITIAL_CHAT: ChatPart = { unread: NO_UNREAD, clientId: null };

// The chat client id has its own key in the domain's STORAGE_KEYS; the unread counts go beside it.
const chatCodec: PartCodec<ChatPart> = {
  keys: [partKey('chat'), STORAGE_KEYS.chatClientId],
  initial: INITIAL_CHAT,
  load(storage) {
    let clientId: string | null;
    try {
      clientId = storage?.getItem(STORAGE_KEYS.chatClientId) || null;
    } catch {
      clientId = null;
    }
    const unread = parseUnread(readJson(storage, partKey('chat'))) ?? NO_UNREAD;
    return unread === NO_UNREAD && clientId === null ? INITIAL_CHAT : { unread, clientId };
  },
  save(storage, value) {
    writeJson(storage, partKey('chat'), Object.keys(value.unread).length ? value.unread : null);
    try {
      if (value.clientId) storage?.setItem(STORAGE_KEYS.chatClientId, value.clientId);
      else storage?.removeItem(STORAGE_KEYS.chatClientId);
    } catch {
      // Kept for this visit only.
    }
  },
};

/** The initial (logged-out, empty) user part. */
export const SIGNED_OUT: UserPart = {
  token: null,
  userinfo: null,
  statistics: null,
  expiresAt: null,
};

/** The initial order part: nothing pending. */
export const NO_PENDING_ORDER: OrderPart = { pending: null };

/** Every part's storage, by name. */
export const PART_CODECS: { readonly [K in PartName]: PartCodec<AppState[K]> } = {
  app: jsonPart<AppPart>(partKey('app'), { info: null, currencyList: [] }, (raw) =>
    isRecord(raw) && Array.isArray(raw.currencyList)
      ? {
          info: isRecord(raw.info) ? (raw.info as AppInfo) : null,
          currencyList: raw.currencyList as CurrencyEntry[],
        }
      : null,
  ),
  category: jsonPart<CategoryPart>(partKey('category'), { list: [], activeId: null }, (raw) =>
    isRecord(raw) && Array.isArray(raw.list)
      ? {
          list: raw.list as CategoryNode[],
          activeId: isPositiveId(raw.activeId) ? raw.activeId : null,
        }
      : null,
  ),
  cart: jsonPart<Cart>(STORAGE_KEYS.cart, EMPTY_CART, parseCart),
  user: jsonPart<UserPart>(partKey('user'), SIGNED_OUT, parseUser),
  order: jsonPart<OrderPart>(partKey('order'), NO_PENDING_ORDER, parseOrder),
  chat: chatCodec,
};

/** The state as stored, each part falling back to its initial value when missing or invalid. */
export function loadState(storage: KeyValueStorage | null): AppState {
  return {
    app: PART_CODECS.app.load(storage),
    category: PART_CODECS.category.load(storage),
    cart: PART_CODECS.cart.load(storage),
    user: PART_CODECS.user.load(storage),
    order: PART_CODECS.order.load(storage),
    chat: PART_CODECS.chat.load(storage),
  };
}
