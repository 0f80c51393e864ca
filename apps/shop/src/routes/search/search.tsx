import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { common } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { activeSearchTab, selectSearchTab, type SearchFilter } from '@bazaar/domain';
import { SearchSortTabs, Stack, useLayout, vars } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import {
  GoodsResults,
  filterFromParams,
  goodsOnly,
  searchInput,
  searchPath,
  shopsOnly,
  useCategoryTree,
} from '../../features/catalogue/index.js';
import { SearchBox } from '../../features/catalogue/search-box.js';
import { SearchFilters } from './sections/search-filters.js';
import { ShopResults } from './sections/shop-results.js';

const Bar = styled.div`
  padding-inline: ${vars.layout.gutter};
`;

/** The results keep the page's margins on a phone (the desktop page has its own). */
const Results = styled.div`
  :root[data-layout='mobile'] & {
    padding: ${vars.space[3]} ${vars.layout.gutter} 0;
  }
`;

/**
 * `/search`: the keyword (mobile: the search bar here; desktop: the header's), the sort tabs of the
 * domain (all, sales, newest, shops, price; a second press on price flips its direction), the
 * category filter and the grid or list of goods, or the shops, paged to "no more data". The whole
 * filter lives in the address (`?keyword=tea&id=3&order=price&sort=asc`, `type=shop`).
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const categories = useCategoryTree();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const list = usePagedEndpoint(common.goods, searchInput(filter));

  /** A new keyword is a new search (back returns to the last); a tab or filter replaces it. */
  const go = (next: SearchFilter, replace: boolean) => void navigate(searchPath(next), { replace });

  return (
    <Page
      title={
        filter.keyword
          ? t('shop:search.results_for', { keyword: filter.keyword })
          : t('shop:search.title')
      }
    >
      <Stack gap={4}>
        {layout === 'mobile' ? (
          <Bar>
            <SearchBox
              key={filter.keyword}
              defaultValue={filter.keyword}
              autoFocus={filter.keyword === ''}
              onSearch={(keyword) => go({ ...filter, keyword, page: 1 }, false)}
            />
          </Bar>
        ) : null}
        {filter.type === 'goods' ? (
          <SearchFilters
            categories={categories.list}
            categoryId={filter.id}
            onCategoryChange={(id) => go({ ...filter, id, page: 1 }, true)}
            view={view}
            onViewChange={setView}
          />
        ) : null}
        <SearchSortTabs
          selectedValue={activeSearchTab(filter)}
          priceSort={filter.type === 'goods' && filter.order === 'price' ? filter.sort : undefined}
          onSelectionChange={(tab) => go(selectSearchTab(filter, tab), true)}
        >
          <Results>
            {filter.type === 'shop' ? (
              <ShopResults list={shopsOnly(list)} />
            ) : (
              <GoodsResults
                list={goodsOnly(list)}
                aria-label={t('shop:search.results')}
                view={view}
              />
            )}
          </Results>
        </SearchSortTabs>
      </Stack>
    </Page>
  );
}
