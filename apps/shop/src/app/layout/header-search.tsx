import { useSearchParams } from 'react-router-dom';
import { SearchBox } from '../../features/catalogue/index.js';

/**
 * The desktop header's search: suggestions, recent and popular searches, and the search page for
 * a keyword (`/search?keyword=...`; an empty keyword opens the search).
 */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return <SearchBox defaultValue={keyword} />;
}
