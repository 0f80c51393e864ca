import { useTranslation } from 'react-i18next';
import type { MarketGoodsItem } from '@bazaar/api/contract';
import { unitMargin, type CurrencyEntry } from '@bazaar/domain';
import { Checkbox, Chip, CurrencyPrice, LazyImage } from '@bazaar/ui';
import { GoodsRow } from '../../../features/merchant/merchant-sections.styles.js';

/** Props of {@link MarketGoodsRow}. */
export interface MarketGoodsRowProps {
  /** The market goods. */
  goods: MarketGoodsItem;
  /** The display currency. */
  currency: CurrencyEntry;
  /** Ticked to be listed. */
  isSelected: boolean;
  /** Called when the tick changes. */
  onSelectedChange: (isSelected: boolean) => void;
}

/**
 * A goods of the wholesale market: what the merchant pays the platform for it (wholesale), the
 * suggested retail price it is listed at, what one unit earns at that price, and the stock. A
 * goods the shop lists already is marked and cannot be ticked.
 */
export function MarketGoodsRow({
  goods,
  currency,
  isSelected,
  onSelectedChange,
}: MarketGoodsRowProps) {
  const { t } = useTranslation();
  const titleId = `market-goods-${goods.id}`;
  return (
    <GoodsRow>
      <Checkbox
        shape="round"
        aria-labelledby={titleId}
        isSelected={goods.is_listed || isSelected}
        isDisabled={goods.is_listed}
        onChange={onSelectedChange}
      />
      <LazyImage src={goods.image} alt="" ratio={1} radius="8px" />
      <div data-part="text">
        <h3 id={titleId}>{goods.title}</h3>
        <div data-part="meta">
          {goods.is_listed ? <Chip tone="green">{t('merchant:market.listed_already')}</Chip> : null}
          <span>
            {t('merchant:price.wholesale')}{' '}
            <strong>
              <CurrencyPrice
                amount={goods.wholesale_price}
                currency={currency}
                size="sm"
                variant="plain"
              />
            </strong>
          </span>
          <span>
            {t('merchant:price.retail')}{' '}
            <strong>
              <CurrencyPrice
                amount={goods.retail_price}
                currency={currency}
                size="sm"
                variant="plain"
              />
            </strong>
          </span>
          <span data-tone="profit">
            {t('merchant:price.profit')}{' '}
            <CurrencyPrice
              amount={unitMargin(goods.wholesale_price, goods.retail_price)}
              currency={currency}
              size="sm"
              variant="plain"
            />
          </span>
          <span>{t('merchant:goods.stock', { value: goods.stock })}</span>
        </div>
      </div>
    </GoodsRow>
  );
}
