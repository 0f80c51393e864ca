export { UserRechargeScreen } from './user-recharge.js';
