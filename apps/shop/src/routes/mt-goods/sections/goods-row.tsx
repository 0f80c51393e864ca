import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MerchantGoodsItem } from '@bazaar/api/contract';
import { isNegative, unitMargin, type CurrencyEntry } from '@bazaar/domain';
import { Checkbox, Chip, CurrencyPrice, LazyImage, VisibilityChip } from '@bazaar/ui';
import { GoodsRow } from '../../../features/merchant/merchant-sections.styles.js';

/** Props of {@link MerchantGoodsRow}. */
export interface MerchantGoodsRowProps {
  /** The goods. */
  goods: MerchantGoodsItem;
  /** The display currency. */
  currency: CurrencyEntry;
  /** Ticked for listing or unlisting. */
  isSelected: boolean;
  /** Called when the tick changes. */
  onSelectedChange: (isSelected: boolean) => void;
}

/**
 * A goods of the shop: its tick, picture, title, status, price, stock and sales, a mark when a SKU
 * is low in stock; for goods from the wholesale market also the wholesale cost and the profit per
 * unit at the current price; the shop's own goods lead to their form.
 */
export function MerchantGoodsRow({
  goods,
  currency,
  isSelected,
  onSelectedChange,
}: MerchantGoodsRowProps) {
  const { t } = useTranslation();
  const titleId = `mt-goods-${goods.id}`;
  const margin =
    goods.wholesale_price === null ? null : unitMargin(goods.wholesale_price, goods.price);
  return (
    <GoodsRow>
      <Checkbox
        shape="round"
        aria-labelledby={titleId}
        isSelected={isSelected}
        onChange={onSelectedChange}
      />
      <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
      <div data-part="text">
        <h3 id={titleId}>{goods.title}</h3>
        <div data-part="meta">
          <VisibilityChip subject="goods" visibility={goods.status} />
          {goods.below_cost ? <Chip tone="red">{t('merchant:goods.below_cost')}</Chip> : null}
          {goods.low_stock ? <Chip tone="orange">{t('merchant:goods.tabs.low_stock')}</Chip> : null}
          <span>
            {t('merchant:goods.price')}{' '}
            <CurrencyPrice amount={goods.price} currency={currency} size="sm" />
          </span>
          <span>{t('merchant:goods.stock', { value: goods.stock })}</span>
          <span>{t('merchant:goods.sales', { value: goods.sales })}</span>
        </div>
        {goods.wholesale_price !== null && margin !== null ? (
          <div data-part="meta">
            <span>
              {t('merchant:price.wholesale')}{' '}
              <CurrencyPrice
                amount={goods.wholesale_price}
                currency={currency}
                size="sm"
                variant="plain"
              />
            </span>
            <span data-tone={isNegative(margin) ? 'loss' : 'profit'}>
              {t('merchant:price.profit')}{' '}
              <CurrencyPrice amount={margin} currency={currency} size="sm" variant="plain" />
            </span>
          </div>
        ) : null}
        <div data-part="links">
          <Link to={`/mt/goods_price/${goods.id}`} aria-describedby={titleId}>
            {t('merchant:goods.set_price')}
          </Link>
          {goods.market_goods_id === null ? (
            <Link to={`/mt/goods_edit/${goods.id}`} aria-describedby={titleId}>
              {t('common:action.edit')}
            </Link>
          ) : null}
        </div>
      </div>
    </GoodsRow>
  );
}
