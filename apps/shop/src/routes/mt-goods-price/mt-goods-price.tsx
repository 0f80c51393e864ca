import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant, type MerchantGoodsInfo } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import { belowCostPrices, validateSkuPrices, type ValidationResult } from '@bazaar/domain';
import { Button, LazyImage, Skeleton, SkeletonGroup, useLayout, VisibilityChip } from '@bazaar/ui';
import { Page, useConfirm, useNotify } from '../../app/index.js';
import { ShopHead, Thumb } from '../../features/merchant/merchant-sections.styles.js';
import { GoodsInfoFailed, useRouteGoodsInfo } from '../../features/merchant/goods-info.js';
import { Column, Panel } from '../../features/user/sections/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { PriceCards, PriceTable } from './sections/price-table.styles.js';
import { SkuPriceRow } from './sections/sku-price-row.js';

type Refusal = { readonly skuId: number; readonly result: ValidationResult };

function PriceForm({ goods }: { goods: MerchantGoodsInfo }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const money = useMoney();
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useEndpointMutation(merchant.goodsPrice, {
    revalidate: [merchant.goodsInfo, merchant.goods],
  });
  const [entries, setEntries] = useState<Record<number, string>>(() =>
    Object.fromEntries(goods.skus.map((sku) => [sku.id, money.toEntered(sku.price)])),
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // An entry equal to the price as shown is that exact price: saving never moves it by a rounding cent.
  const wireOf = (skuId: number, current: string) => money.toWire(entries[skuId] ?? '', current);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const skus = goods.skus.map((sku) => ({
      id: sku.id,
      price: wireOf(sku.id, sku.price) ?? (entries[sku.id] ?? '').trim(),
    }));
    const valid = validateSkuPrices(skus);
    if (!valid.ok) {
      const skuId = Number(valid.details?.sku_id ?? goods.skus[0]?.id);
      setRefusal({ skuId, result: valid });
      document.querySelector<HTMLInputElement>(`input[name="price-${skuId}"]`)?.focus();
      return;
    }
    // A price under the wholesale cost loses money on each unit: say how much, and ask first.
    const losses = belowCostPrices(
      skus.map((sku) => ({
        id: sku.id,
        price: sku.price,
        wholesale: goods.skus.find((known) => known.id === sku.id)?.wholesale_price ?? null,
      })),
    );
    if (
      losses.length > 0 &&
      !(await confirm({
        title: t('merchant:price.confirm_loss.title'),
        message: t('merchant:price.confirm_loss.body'),
        details: losses.map((loss) =>
          t('merchant:price.confirm_loss.line', {
            sku:
              goods.skus.find((known) => known.id === loss.id)?.difference ||
              t('merchant:price.default_sku'),
            price: money.format(loss.price),
            wholesale: money.format(loss.wholesale),
            loss: money.format(loss.loss),
          }),
        ),
        confirmLabel: t('merchant:price.confirm_loss.confirm'),
        isDestructive: true,
      }))
    ) {
      return;
    }
    try {
      await save.trigger({
        id: goods.id,
        skus,
        ...(losses.length > 0 ? { confirm_loss: true } : {}),
      });
      notify.success('common:success.modified');
    } catch {
      // The client has shown the server's refusal; the entries stay to be corrected.
    }
  };

  const rows = goods.skus.map((sku) => (
    <SkuPriceRow
      key={sku.id}
      layout={layout}
      sku={sku}
      money={money}
      entered={entries[sku.id] ?? ''}
      wire={wireOf(sku.id, sku.price)}
      validation={refusal?.skuId === sku.id ? refusal.result : undefined}
      onChange={(value) => {
        setEntries((current) => ({ ...current, [sku.id]: value }));
        setRefusal(null);
      }}
    />
  ));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('merchant:price.title')}>
      <Column>
        <Panel aria-labelledby="goods-price-skus">
          <h2 id="goods-price-skus">{t('merchant:price.skus')}</h2>
          <p data-part="note">
            {goods.market_goods_id === null
              ? t('merchant:price.note_own')
              : t('merchant:price.note_market')}
          </p>
          {layout === 'desktop' ? (
            <PriceTable>
              <thead>
                <tr>
                  <th scope="col">{t('merchant:price.sku')}</th>
                  <th scope="col">{t('merchant:price.wholesale')}</th>
                  <th scope="col">{t('merchant:price.retail')}</th>
                  <th scope="col">{t('merchant:price.your_price')}</th>
                  <th scope="col">{t('merchant:price.profit')}</th>
                  <th scope="col">{t('merchant:price.stock')}</th>
                </tr>
              </thead>
              <tbody>{rows}</tbody>
            </PriceTable>
          ) : (
            <PriceCards>{rows}</PriceCards>
          )}
          <Button
            type="submit"
            fullWidth={layout === 'mobile'}
            size="lg"
            isLoading={save.isMutating}
          >
            {t('common:action.save')}
          </Button>
        </Panel>
      </Column>
    </form>
  );
}

/**
 * `/mt/goods_price/{id}`: the prices of one of the shop's goods, per SKU: the wholesale cost and
 * the suggested retail price beside the merchant's price, and the profit per unit at the price
 * being typed, before it is saved (honest economics: a price under cost shows as a loss, and is
 * allowed). Amounts are shown and typed in the user's currency.
 */
export function GoodsPriceScreen() {
  const { t } = useTranslation();
  const { id, info, goods } = useRouteGoodsInfo();

  let body;
  if (!id || (info.error && !goods)) {
    body = <GoodsInfoFailed onRetry={id ? () => void info.mutate() : undefined} />;
  } else if (!goods) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="96px" />
        <Skeleton height="240px" />
      </SkeletonGroup>
    );
  } else {
    body = (
      <Column>
        <Panel aria-labelledby="goods-price-title">
          <ShopHead>
            <Thumb>
              <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
            </Thumb>
            <div>
              <h2 id="goods-price-title">{goods.title}</h2>
              <div>
                <VisibilityChip subject="goods" visibility={goods.status} />
              </div>
            </div>
          </ShopHead>
        </Panel>
        <PriceForm key={goods.id} goods={goods} />
      </Column>
    );
  }

  return <Page title={t('merchant:price.title')}>{body}</Page>;
}
