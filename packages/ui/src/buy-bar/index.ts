export { BuyBar, BUY_BAR_SPACE } from './buy-bar.js';
export type { BuyBarProps } from './buy-bar.js';
