import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchBar } from '@bazaar/ui';

/** The desktop header's search: goes to `/search?keyword=...` (an empty keyword opens the search). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <SearchBar
      defaultValue={params.get('keyword') ?? ''}
      showSubmitButton
      onSubmit={(keyword) =>
        void navigate(keyword ? `/search?${new URLSearchParams({ keyword })}` : '/search')
      }
    />
  );
}
