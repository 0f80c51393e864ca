export { DeliveryCountdown } from './delivery-countdown.js';
export type { DeliveryCountdownProps } from './delivery-countdown.js';
