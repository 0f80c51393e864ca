import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SEARCH_FILTER } from '@bazaar/domain';
import { SearchForm } from '@bazaar/ui';
import { useRecentSearches } from '../../features/catalogue/recent-searches.js';
import { searchPath } from '../../features/catalogue/search-params.js';
import type { SearchBoxProps } from '../../features/catalogue/search-box.js';

/** The suggestions box's code (react-aria's ComboBox and its list): its own chunk. */
export const loadSearchBox = () =>
  import('../../features/catalogue/search-box.js').then((m) => m.SearchBox);

/** What the plain box held when the suggestions box took its place. */
interface Handoff {
  keyword: string;
  focused: boolean;
  start: number | null;
  end: number | null;
}

/**
 * The desktop header's search. The server draws a plain search form (a GET to
 * `/search?keyword=...`, which works before and without JavaScript); the suggestions box (recent,
 * popular and suggested searches: `SearchBox`) is loaded the first time the visitor goes for the
 * box (focus, a pointer over it, a touch) and takes its place with the same look, keeping what was
 * typed, the caret and the focus. The home page's first load carries none of the ComboBox code.
 */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const navigate = useNavigate();
  const { add } = useRecentSearches();
  const plain = useRef<HTMLInputElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [loaded, setLoaded] = useState<{
    Box: ComponentType<SearchBoxProps>;
    handoff: Handoff;
  } | null>(null);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadSearchBox().then(
      (Box) => {
        const input = plain.current;
        const handoff: Handoff = {
          keyword: input?.value ?? keyword,
          focused: input !== null && document.activeElement === input,
          start: input?.selectionStart ?? null,
          end: input?.selectionEnd ?? null,
        };
        // At once, so that no key pressed between reading the box and replacing it is lost.
        flushSync(() => setLoaded({ Box, handoff }));
      },
      // A chunk that failed to load (a deploy replaced it): the plain form keeps working.
      () => {
        loading.current = false;
      },
    );
  };

  useLayoutEffect(() => {
    if (!loaded?.handoff.focused) return;
    const input = place.current?.querySelector('input');
    if (!input) return;
    input.focus();
    const { start, end } = loaded.handoff;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  }, [loaded]);

  if (loaded) {
    const { Box, handoff } = loaded;
    return (
      <div ref={place} style={{ display: 'contents' }}>
        <Box defaultValue={handoff.keyword} openWhenReady={handoff.focused} />
      </div>
    );
  }
  return (
    <SearchForm
      inputRef={plain}
      defaultValue={keyword}
      showSubmitButton
      onIntent={wake}
      onSubmit={(word) => {
        if (word) add(word);
        void navigate(searchPath({ ...DEFAULT_SEARCH_FILTER, keyword: word }));
      }}
    />
  );
}
