import { ACCOUNT_SCREENS } from './screens/account.js';
import { ADMIN_SCREENS } from './screens/admin.js';
import { CATALOGUE_SCREENS } from './screens/catalogue.js';
import { CHAT_SCREENS } from './screens/chat.js';
import { MERCHANT_SCREENS } from './screens/merchant.js';
import { ORDER_SCREENS } from './screens/order.js';
import type { ScreenLoader, ScreenRegistry } from './screens/types.js';
import { WALLET_SCREENS } from './screens/wallet.js';

export type { ScreenLoader, ScreenRegistry } from './screens/types.js';

/**
 * The screen of each route id of the domain's route tables (`MOBILE_ROUTES`, `DESKTOP_ROUTES`),
 * gathered from one registry per area (`screens/<area>.ts`). A route without an entry shows the
 * not-found screen (behind the route guard, so a visitor is still sent to log in). Add a screen:
 * create `src/routes/<route>/` and add one line to its area's registry.
 */
export const SCREENS: ScreenRegistry = {
  ...CATALOGUE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...ORDER_SCREENS,
  ...WALLET_SCREENS,
  ...CHAT_SCREENS,
  ...MERCHANT_SCREENS,
  ...ADMIN_SCREENS,
};

/** The screen of paths that match no route, and of routes without a screen yet. */
export const loadNotFoundScreen: ScreenLoader = () =>
  import('../../routes/not-found/index.js').then((m) => m.NotFoundScreen);
