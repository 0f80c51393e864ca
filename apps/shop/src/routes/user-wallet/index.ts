export { UserWalletScreen } from './user-wallet.js';
