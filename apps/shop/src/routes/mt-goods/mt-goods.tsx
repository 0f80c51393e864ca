import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant } from '@bazaar/api/contract';
import { useEndpointMutation, usePagedEndpoint } from '@bazaar/api/swr';
import { validateSelection, type GoodsStatus, type GoodsTab } from '@bazaar/domain';
import { Button, Checkbox, GoodsStatusTabs, useLayout } from '@bazaar/ui';
import { Page, useConfirm, useFilterParam, useNotify } from '../../app/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { useSelection } from '../../features/merchant/goods-selection.js';
import { SelectionBar } from '../../features/merchant/merchant-sections.styles.js';
import { MerchantGoodsRow } from './sections/goods-row.js';
import { PagedList } from '../../features/paged-list/index.js';

const TABS: readonly GoodsTab[] = ['all', 'normal', 'hidden', 'low'];

/**
 * `/mt/goods`: the shop's goods by tab (all, on sale, in warehouse, low stock), ticked to be
 * listed or unlisted together: nothing ticked is refused ("please select an item first"),
 * otherwise the move is confirmed first. Each goods leads to its prices, the shop's own goods
 * also to their form; "New goods" opens an empty one.
 */
export function MerchantGoodsScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const currency = useCurrency();
  const confirm = useConfirm();
  const notify = useNotify();
  const [tab, setTab] = useFilterParam('status', TABS, 'all');
  const list = usePagedEndpoint(merchant.goods, { status: tab });
  const selection = useSelection();
  const move = useEndpointMutation(merchant.goodsStatus, { revalidate: [merchant.goods] });
  const { clear } = selection;

  useEffect(() => clear(), [tab, clear]);

  const ids = list.items.map((item) => item.id);
  const ticked = ids.filter((id) => selection.has(id)).length;

  const setStatus = async (status: GoodsStatus) => {
    const valid = validateSelection(selection.size);
    if (!valid.ok) {
      notify.refusal(valid);
      return;
    }
    const asked = await confirm({
      message: t(status === 'normal' ? 'common:confirm.list_item' : 'common:confirm.unlist_item'),
      confirmLabel: t(status === 'normal' ? 'merchant:goods.list' : 'merchant:goods.unlist'),
    });
    if (!asked) return;
    try {
      await move.trigger({ ids: selection.ids, status });
      notify.success(status === 'normal' ? 'common:success.listing' : 'common:success.unlisted');
      selection.clear();
    } catch {
      // The client has shown the server's refusal; the ticks stay for another try.
    }
  };

  const newGoods = (
    <Link to="/mt/goods_edit" data-part="new-goods">
      {t('merchant:goods_form.new')}
    </Link>
  );

  const bar = (
    <SelectionBar role="toolbar" aria-label={t('merchant:goods.selection')}>
      <Checkbox
        shape="round"
        isSelected={ids.length > 0 && ticked === ids.length}
        isIndeterminate={ticked > 0 && ticked < ids.length}
        isDisabled={ids.length === 0}
        onChange={(isSelected) => selection.setAll(ids, isSelected)}
      >
        {t('common:action.select_all')}
      </Checkbox>
      <span data-part="count" aria-live="polite">
        {t('merchant:goods.selected', { value: selection.size })}
      </span>
      <Button
        variant="outline"
        size="sm"
        isDisabled={move.isMutating}
        onPress={() => void setStatus('hidden')}
      >
        {t('merchant:goods.unlist')}
      </Button>
      <Button size="sm" isLoading={move.isMutating} onPress={() => void setStatus('normal')}>
        {t('merchant:goods.list')}
      </Button>
    </SelectionBar>
  );

  const content = (
    <PagedList
      list={list}
      aria-label={t('merchant:goods.title')}
      emptyAction={<Link to="/mt/market">{t('merchant:goods.to_market')}</Link>}
      skeletonHeight="96px"
      renderItem={(item) => (
        <MerchantGoodsRow
          goods={item}
          currency={currency}
          isSelected={selection.has(item.id)}
          onSelectedChange={(isSelected) => selection.toggle(item.id, isSelected)}
        />
      )}
    />
  );

  return (
    <Page title={t('merchant:goods.title')} actions={newGoods}>
      <GoodsStatusTabs selectedValue={tab} onSelectionChange={setTab}>
        {layout === 'desktop' ? bar : null}
        {content}
        {layout === 'mobile' ? bar : null}
      </GoodsStatusTabs>
    </Page>
  );
}
