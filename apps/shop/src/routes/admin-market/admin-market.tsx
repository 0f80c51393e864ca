import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { admin, type AdminMarketGoods } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import { GOODS_STATUSES, remCss as rem } from '@bazaar/domain';
import { Button, LazyImage, Tabs, TextField, VisibilityChip, vars } from '@bazaar/ui';
import { useConfirm, useServices, useFilterParam } from '../../app/index.js';
import {
  AdminList,
  AdminPage,
  Card,
  Fields,
  MoneyNote,
  Toolbar,
  useBaseMoney,
  leafCategoryOptions,
  marketBodyOf,
  useSaving,
} from '../../features/admin/index.js';

/** The status tabs: every goods, those on the market, the hidden ones. */
const TABS = ['all', ...GOODS_STATUSES] as const;

const Body = styled.div`
  display: grid;
  /* Design pixels (the root font is a tenth of the width: a bare 7.5rem was a 281 px picture). */
  grid-template-columns: ${rem(72)} minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: start;

  :root[data-layout='desktop'] & {
    grid-template-columns: ${rem(112)} minmax(0, 1fr);
  }
`;

/**
 * `/admin/market`: the wholesale market catalogue (platform goods merchants list), newest first,
 * hidden goods included: by status and title words, each with its lowest wholesale and suggested
 * retail prices, freight, SKUs and how many shops list it. Add or edit a goods on its form; hide
 * or show one (after a confirmation to hide: the shops' goods stay); delete one no shop lists.
 * Amounts are in the stored base currency.
 */
export function AdminMarketScreen() {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { client } = useServices();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [status, setStatus] = useFilterParam('status', TABS, 'all');
  const list = usePagedEndpoint(admin.market, { status, ...(keyword ? { keyword } : {}) });
  const tree = useEndpoint(admin.categories, undefined);
  const saving = useSaving([admin.market, admin.marketInfo]);
  const categoryNames = new Map(
    leafCategoryOptions(tree.data?.list ?? []).map((option) => [Number(option.id), option.label]),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed.trim()) next.set('keyword', typed.trim());
        else next.delete('keyword');
        return next;
      },
      { replace: true },
    );
  };

  const toggle = async (goods: AdminMarketGoods) => {
    const hide = goods.status === 'normal';
    if (
      hide &&
      !(await confirm({
        message: t('admin:market.hide_question', { title: goods.title }),
        confirmLabel: t('admin:market.hide'),
      }))
    ) {
      return;
    }
    await saving.save(
      () => client.call(admin.saveMarket, marketBodyOf(goods, hide ? 'hidden' : 'normal')),
      hide ? 'admin:market.hidden' : 'admin:market.shown',
    );
  };

  const remove = async (goods: AdminMarketGoods) => {
    if (
      !(await confirm({
        message: t('admin:market.delete_question', { title: goods.title }),
        confirmLabel: t('common:action.delete'),
        isDestructive: true,
      }))
    ) {
      return;
    }
    await saving.save(
      () => client.call(admin.deleteMarket, { id: goods.id }),
      'admin:market.deleted',
    );
  };

  const renderItem = (goods: AdminMarketGoods) => (
    <Card aria-labelledby={`market-${goods.id}`}>
      <Body>
        <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
        <div>
          <header>
            <h3 id={`market-${goods.id}`}>{goods.title}</h3>
          </header>
          <Fields>
            <dt>{t('admin:market.category')}</dt>
            <dd>{categoryNames.get(goods.category_id) ?? `#${goods.category_id}`}</dd>
            <dt>{t('admin:market.wholesale_from')}</dt>
            <dd data-part="money">{formatBaseMoney(goods.wholesale_price)}</dd>
            <dt>{t('admin:market.retail_from')}</dt>
            <dd data-part="money">{formatBaseMoney(goods.retail_price)}</dd>
            <dt>{t('admin:market.freight')}</dt>
            <dd data-part="money">{formatBaseMoney(goods.freight)}</dd>
            <dt>{t('admin:market.skus')}</dt>
            <dd>{goods.skus.length}</dd>
            <dt>{t('admin:market.listed')}</dt>
            <dd>{goods.listed}</dd>
          </Fields>
        </div>
      </Body>
      <div data-part="actions">
        <VisibilityChip subject="market_goods" visibility={goods.status} />
        <Button
          variant="outline"
          size="sm"
          isDisabled={saving.isBusy}
          aria-label={t('admin:market.delete_label', { title: goods.title })}
          onPress={() => void remove(goods)}
        >
          {t('common:action.delete')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          isDisabled={saving.isBusy}
          aria-label={t(
            goods.status === 'normal' ? 'admin:market.hide_label' : 'admin:market.show_label',
            { title: goods.title },
          )}
          onPress={() => void toggle(goods)}
        >
          {t(goods.status === 'normal' ? 'admin:market.hide' : 'admin:market.show')}
        </Button>
        <Button
          size="sm"
          aria-label={t('admin:market.edit_label', { title: goods.title })}
          onPress={() => void navigate(`/admin/market/edit/${goods.id}`)}
        >
          {t('common:action.edit')}
        </Button>
      </div>
    </Card>
  );

  return (
    <AdminPage
      title={t('admin:nav.market')}
      actions={
        <Button size="sm" onPress={() => void navigate('/admin/market/edit')}>
          {t('admin:market.add')}
        </Button>
      }
    >
      <MoneyNote />
      <form role="search" onSubmit={search} aria-label={t('admin:market.search_label')}>
        <Toolbar>
          <div data-part="grow">
            <TextField
              label={t('admin:market.keyword')}
              type="search"
              value={typed}
              onChange={setTyped}
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="outline">
            {t('common:action.search')}
          </Button>
        </Toolbar>
      </form>
      <Tabs
        aria-label={t('admin:market.tabs')}
        items={TABS.map((value) => ({ value, label: t(`admin:market.status.${value}`) }))}
        selectedValue={status}
        onSelectionChange={setStatus}
      >
        <AdminList
          list={list}
          label={t('admin:nav.market')}
          emptyMessage={t(keyword ? 'admin:market.no_match' : 'admin:market.empty')}
          errorMessage={t('admin:market.load_failed')}
          getKey={(goods) => goods.id}
          renderItem={renderItem}
        />
      </Tabs>
    </AdminPage>
  );
}
