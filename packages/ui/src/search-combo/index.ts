export { SearchCombo } from './search-combo.js';
export type { SearchComboPick, SearchComboProps, SearchSuggestionItem } from './search-combo.js';
export { SearchForm } from './search-form.js';
export type { SearchFormProps } from './search-form.js';
