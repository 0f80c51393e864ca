export { SearchCombo } from './search-combo.js';
export type { SearchComboPick, SearchComboProps, SearchSuggestionItem } from './search-combo.js';
