import { SHOPPER_TABS } from '@bazaar/domain';
import { AppShell, ShopperTabBar } from '@bazaar/ui';
import { useCart } from '../../state/index.js';
import { RootChrome, ScreenOutlet } from './root-layout.js';
import { useCurrentRoute } from './use-current-route.js';

/** The route ids whose screens show the bottom tabs (the shopper's four tab roots). */
export const TAB_ROOT_IDS: ReadonlySet<string> = new Set(SHOPPER_TABS.map((tab) => tab.id));

/**
 * The root of the mobile route table: screens draw their own nav bar (`Page`); the bottom tabs
 * (`ShopperTabBar` of `@bazaar/ui`, with the cart count) show on the four shopper tab roots.
 * Loaded only when the window is under 500 px wide.
 */
export function MobileShell() {
  const route = useCurrentRoute();
  const { cartnum } = useCart();
  const isTabRoot = route !== undefined && TAB_ROOT_IDS.has(route.routeId);
  return (
    <RootChrome>
      <AppShell
        bottom={
          isTabRoot ? (
            <ShopperTabBar currentId={route.routeId} badges={{ cart: cartnum }} />
          ) : undefined
        }
      >
        <ScreenOutlet />
      </AppShell>
    </RootChrome>
  );
}
