export { OrderDetailScreen } from './order-detail.js';
