export { BottomTabBar, MerchantTabBar, ShopperTabBar, StorefrontTabBar } from './bottom-tab-bar.js';
export type { BottomTabBarProps, NamedTabBarProps } from './bottom-tab-bar.js';
