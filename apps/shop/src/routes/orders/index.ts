export { OrdersScreen } from './orders.js';
