import { SHOPPER_TABS } from '@bazaar/domain';
import { AppShell, MerchantTabBar, ShopperTabBar } from '@bazaar/ui';
import { useMessagesUnread } from '../../features/chat/notice-unread.js';
import { useCart } from '../../state/index.js';
import { MERCHANT_TAB_IDS } from './merchant-nav-items.js';
import { RootChrome, ScreenOutlet } from './root-layout.js';
import { SHOPPER_BADGE_KINDS } from './shopper-badges.js';
import { useCurrentRoute } from './use-current-route.js';

/** The route ids whose screens show the bottom tabs (the shopper's four tab roots). */
export const TAB_ROOT_IDS: ReadonlySet<string> = new Set(SHOPPER_TABS.map((tab) => tab.id));

/**
 * The bottom tabs of a route: the shopper's on their four roots, the merchant's on theirs. The
 * cart tab counts items; the unread chat messages and notices show on "me" and on the merchant's
 * messages.
 */
function BottomTabs({ routeId }: { routeId: string | undefined }) {
  const { cartnum } = useCart();
  const unread = useMessagesUnread();
  if (routeId !== undefined && TAB_ROOT_IDS.has(routeId)) {
    return (
      <ShopperTabBar
        currentId={routeId}
        badges={{ cart: cartnum, user: unread }}
        badgeKinds={SHOPPER_BADGE_KINDS}
      />
    );
  }
  if (routeId !== undefined && MERCHANT_TAB_IDS.has(routeId)) {
    return <MerchantTabBar currentId={routeId} badges={{ mt_service: unread }} />;
  }
  return null;
}

/**
 * The root of the mobile route table: screens draw their own nav bar (`Page`); the bottom tabs
 * (`ShopperTabBar` of `@bazaar/ui`, with the cart count and the unread messages on "me") show on
 * the four shopper tab roots, and the merchant's (`MerchantTabBar`: console, messages with the
 * unread count, me) on theirs. Loaded only when the window is under 500 px wide.
 */
export function MobileShell() {
  const route = useCurrentRoute();
  const routeId = route?.routeId;
  const hasTabs =
    routeId !== undefined && (TAB_ROOT_IDS.has(routeId) || MERCHANT_TAB_IDS.has(routeId));
  return (
    <RootChrome>
      <AppShell bottom={hasTabs ? <BottomTabs routeId={routeId} /> : undefined}>
        <ScreenOutlet />
      </AppShell>
    </RootChrome>
  );
}
