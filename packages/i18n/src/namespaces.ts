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
 * The namespaces of the merchant's and the operator's areas: in the browser, English loads them
 * with those areas (`loadAreaTexts`), not in the first load of a shopper's page.
 */
export const AREA_NAMESPACES = ['merchant', 'admin'] as const satisfies readonly Namespace[];

/** One of {@link AREA_NAMESPACES}. */
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];

/** A pack's namespaces of the first load. */
export type FirstLoadPack = Record<Exclude<Namespace, AreaNamespace>, object>;

/** A pack's namespaces of the merchant's and the operator's areas. */
export type AreaPack = Record<AreaNamespace, object>;
