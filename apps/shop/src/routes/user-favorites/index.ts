export { FavoritesScreen } from './user-favorites.js';
