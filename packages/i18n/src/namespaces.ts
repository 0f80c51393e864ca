/**
 * The namespaces of every language pack, one JSON file each (`src/locales/<lang>/<namespace>.json`).
 * `ui` belongs to the design system's components; the others follow the product's areas.
 */
export const NAMESPACES = [
  'common',
  'shop',
  'user',
  'order',
  'refund',
  'wallet',
  'merchant',
  'chat',
  'admin',
  'errors',
  'ui',
] as const;

/** One of the pack namespaces. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace of a key written without a `namespace:` prefix. @default 'common' */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** One language's messages: a nested JSON object per namespace. */
export type Pack = Record<Namespace, object>;

/**
 * The namespaces of the merchant's and the operator's areas: in the browser, they load with those
 * areas (`loadAreaTexts`), not in the first load of a shopper's page.
 */
export const AREA_NAMESPACES = ['merchant', 'admin'] as const satisfies readonly Namespace[];

/** One of {@link AREA_NAMESPACES}. */
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];

/**
 * The namespaces of the shopper's account, orders, refunds, wallet and chat: in the browser, they
 * load with the routes that draw them (`loadAccountTexts`), not in the first load of the home page.
 */
export const ACCOUNT_NAMESPACES = [
  'user',
  'order',
  'refund',
  'wallet',
  'chat',
] as const satisfies readonly Namespace[];

/** One of {@link ACCOUNT_NAMESPACES}. */
export type AccountNamespace = (typeof ACCOUNT_NAMESPACES)[number];

/** The namespaces of a shopper's first load: every namespace but the account's and the areas'. */
export const FIRST_LOAD_NAMESPACES = NAMESPACES.filter(
  (namespace): namespace is Exclude<Namespace, AccountNamespace | AreaNamespace> =>
    !(ACCOUNT_NAMESPACES as readonly string[]).includes(namespace) &&
    !(AREA_NAMESPACES as readonly string[]).includes(namespace),
);

/** A pack's namespaces of the first load. */
export type FirstLoadPack = Record<Exclude<Namespace, AccountNamespace | AreaNamespace>, object>;

/** A pack's namespaces of the shopper's account. */
export type AccountPack = Record<AccountNamespace, object>;

/** A pack's namespaces of the merchant's and the operator's areas. */
export type AreaPack = Record<AreaNamespace, object>;

/**
 * The three parts every pack is split into, each its own chunk per language in the browser: the
 * first load's namespaces (English's in the entry), the account's and the areas'.
 */
export const TEXT_PARTS = ['first-load', 'account', 'areas'] as const;

/** One of {@link TEXT_PARTS}. */
export type TextPart = (typeof TEXT_PARTS)[number];
