import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { common } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { DEFAULT_SEARCH_FILTER } from '@bazaar/domain';
import { SearchCombo, type SearchComboPick } from '@bazaar/ui';
import { shopPath } from './cards.js';
import { useRecentSearches } from './recent-searches.js';
import { searchPath } from './search-params.js';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Props of `SearchBox`. */
export interface SearchBoxProps {
  /** The keyword shown first (the search page's). */
  defaultValue?: string;
  /** Focus the box on mount. @default false */
  autoFocus?: boolean;
  /** Open the list once recent or popular searches are known, if focused (`SearchCombo`). */
  openWhenReady?: boolean;
  /** Search for a keyword; default: the search page for it. */
  onSearch?: (keyword: string) => void;
}

/**
 * The shopper's search box: suggestions as they type (`common/suggest`, asked once typing pauses
 * for 200 ms), the device's recent searches and the popular ones (`common/hotSearch`) while empty.
 * A keyword searched or picked becomes a recent search; a shop picked opens its storefront.
 */
export function SearchBox({
  defaultValue = '',
  autoFocus = false,
  openWhenReady = false,
  onSearch,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(defaultValue);
  const keyword = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const { recent, add, clear } = useRecentSearches();
  const suggestions = useEndpoint(common.suggest, keyword ? { keyword } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const popular = useEndpoint(common.hotSearch, undefined, { revalidateOnFocus: false });
  const search = (word: string) => {
    if (word) add(word);
    if (onSearch) onSearch(word);
    else void navigate(searchPath({ ...DEFAULT_SEARCH_FILTER, keyword: word }));
  };
  const pick = (choice: SearchComboPick) => {
    if (choice.kind !== 'suggestion') return search(choice.keyword);
    const { suggestion } = choice;
    if (suggestion.type === 'shop') {
      add(suggestion.text);
      void navigate(shopPath(suggestion.id));
    } else search(suggestion.text);
  };
  return (
    <SearchCombo
      defaultValue={defaultValue}
      autoFocus={autoFocus}
      openWhenReady={openWhenReady}
      showSubmitButton
      onInputChange={setTyped}
      onSubmit={search}
      onPick={pick}
      suggestions={typed.trim() && keyword ? (suggestions.data?.list ?? []) : []}
      recent={recent}
      popular={popular.data?.list ?? []}
      onClearRecent={clear}
    />
  );
}
