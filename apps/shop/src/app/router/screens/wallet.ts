import type { ScreenRegistry } from './types.js';

/** The screens of the wallet: balance, bills, recharge, withdrawals and withdraw accounts. */
export const WALLET_SCREENS: ScreenRegistry = {};
