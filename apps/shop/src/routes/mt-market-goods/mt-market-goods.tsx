import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { common, merchant } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import { Button, Checkbox, useLayout } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { useSelection } from '../../features/merchant/goods-selection.js';
import { MarketJobPanel } from '../../features/merchant/market-job-panel.js';
import { useMarketListing } from '../../features/merchant/market-listing.js';
import { SelectionBar } from '../../features/merchant/merchant-sections.styles.js';
import { Column } from '../../features/user/sections/index.js';
import { MarketGoodsRow } from './sections/market-goods-row.js';
import { PagedList } from '../../features/paged-list/index.js';

/**
 * `/mt/market_goods?category_id=`: the wholesale market's goods, all or of one category (with its
 * subcategories), newest first: each with its wholesale and suggested retail prices and whether
 * the shop lists it already. Chosen goods are listed together (nothing chosen is refused), or
 * every goods not yet listed in one action; "no goods to list" when the market has none.
 */
export function MarketGoodsScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const currency = useCurrency();
  const [params] = useSearchParams();
  const categoryId = parseId(params.get('category_id'));
  const categories = useEndpoint(common.categorys, undefined);
  const category = categoryId
    ? categories.data?.list.find((node) => node.id === categoryId)
    : undefined;
  const list = usePagedEndpoint(merchant.market, categoryId ? { category_id: categoryId } : {});
  const listing = useMarketListing();
  const selection = useSelection();
  const { clear } = selection;
  useEffect(() => clear(), [categoryId, clear]);

  const open = list.items.filter((item) => !item.is_listed).map((item) => item.id);
  const ticked = open.filter((id) => selection.has(id)).length;

  const listChosen = async () => {
    if (await listing.listSelected(selection.ids)) selection.clear();
  };

  const bar = (
    <SelectionBar role="toolbar" aria-label={t('merchant:goods.selection')}>
      <Checkbox
        shape="round"
        isSelected={open.length > 0 && ticked === open.length}
        isIndeterminate={ticked > 0 && ticked < open.length}
        isDisabled={open.length === 0}
        onChange={(isSelected) => selection.setAll(open, isSelected)}
      >
        {t('common:action.select_all')}
      </Checkbox>
      <span data-part="count" aria-live="polite">
        {t('merchant:goods.selected', { value: selection.size })}
      </span>
      <Button size="sm" isLoading={listing.isListing} onPress={() => void listChosen()}>
        {t('merchant:market.list_selected')}
      </Button>
    </SelectionBar>
  );

  return (
    <Page title={category?.name ?? t('merchant:market.all_goods')}>
      <Column>
        <MarketJobPanel
          job={listing.job}
          isListing={listing.isListing}
          onListAll={() => void listing.listAll()}
        />
        <div>
          {layout === 'desktop' ? bar : null}
          <PagedList
            list={list}
            aria-label={t('merchant:market.goods')}
            emptyKind="no_goods_to_list"
            emptyAction={<Link to="/mt/market">{t('merchant:market.categories')}</Link>}
            skeletonHeight="96px"
            renderItem={(item) => (
              <MarketGoodsRow
                goods={item}
                currency={currency}
                isSelected={selection.has(item.id)}
                onSelectedChange={(isSelected) => selection.toggle(item.id, isSelected)}
              />
            )}
          />
          {layout === 'mobile' ? bar : null}
        </div>
      </Column>
    </Page>
  );
}
