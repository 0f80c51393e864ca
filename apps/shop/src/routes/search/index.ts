export { SearchScreen } from './search.js';
