// The withdraw form (`withdraw-panel.tsx`) is imported from its file by the two screens that
// show it, so that screens importing `useMoney` from here never carry it in their chunks.
export { AccountRows, accountLabel, isWalletAddress } from './finance-parts.js';
export type { AccountFields, AccountRowsProps } from './finance-parts.js';
export { balanceRefusalOf, insufficientBalanceOf } from './insufficient-balance.js';
export type { BalanceRefusal } from './insufficient-balance.js';
export { RechargePrompt } from './recharge-prompt.js';
export type { RechargePromptProps } from './recharge-prompt.js';
export { useMoney } from './use-money.js';
export type { MoneyFormat } from './use-money.js';
