import type { UnreadBadgeKind } from '@bazaar/ui';

/**
 * What the counts on the shopper's tabs and header links are: the cart's is a number of items
 * ("2 items"); any other (the unread messages on "me") is read as unread.
 */
export const SHOPPER_BADGE_KINDS: Readonly<Record<string, UnreadBadgeKind>> = { cart: 'items' };
