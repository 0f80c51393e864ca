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
