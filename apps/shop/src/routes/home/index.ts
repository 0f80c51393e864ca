export { HomeScreen } from './home.js';
