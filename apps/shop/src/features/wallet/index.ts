export { insufficientBalanceOf } from './insufficient-balance.js';
export { RechargePrompt } from './recharge-prompt.js';
export type { RechargePromptProps } from './recharge-prompt.js';
export { useMoney } from './use-money.js';
export type { MoneyFormat } from './use-money.js';
