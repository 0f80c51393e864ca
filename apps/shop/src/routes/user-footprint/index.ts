export { FootprintScreen } from './user-footprint.js';
