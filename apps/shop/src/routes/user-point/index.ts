export { PointScreen } from './user-point.js';
