export {
  DEFAULT_SEARCH_FILTER,
  SEARCH_TABS,
  activeSearchTab,
  searchQuery,
  searchTabKey,
  selectSearchTab,
} from './search.js';
export type { SearchFilter, SearchTab } from './search.js';
