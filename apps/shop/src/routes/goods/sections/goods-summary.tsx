import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { GoodsDetail } from '@bazaar/api/contract';
import { formatDisplayAmount, isZero, type GoodsOffer } from '@bazaar/domain';
import { CurrencyPrice, vars } from '@bazaar/ui';
import { useCurrency } from '../../../features/catalogue/index.js';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-inline: ${vars.layout.gutter};

  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-part='prices'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[3]};
  }
  &[data-title-first] h2 {
    font-size: ${vars.fontSize['2xl']};
    line-height: ${vars.lineHeight.tight};
  }
  &[data-title-first] [data-part='prices'] {
    padding: ${vars.space[5]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgFillBrandSubtle};
  }
  & [data-part='facts'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[5]};
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/**
 * The goods' title, price and struck-through market price (those of the SKUs the choice leaves
 * open: the chosen SKU's, or a range before a choice: `offer`, the domain's `goodsOffer`), the
 * units sold (all time, as the goods cards say it, and in the last 30 days) and shipping. Without SKUs, the goods' own prices.
 */
export function GoodsSummary({
  goods,
  offer,
  titleFirst = false,
}: {
  goods: GoodsDetail;
  offer: GoodsOffer | null;
  /** The title above the price (the desktop buy box); the phone shows the price first. */
  titleFirst?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const price = offer?.price ?? { min: goods.price, max: goods.price };
  const marketPrice = offer
    ? offer.marketPrice
    : goods.market_price === goods.price
      ? null
      : { min: goods.market_price, max: goods.market_price };
  return (
    <Root aria-label={goods.title} data-title-first={titleFirst || undefined}>
      {titleFirst ? <h2>{goods.title}</h2> : null}
      <div data-part="prices">
        <CurrencyPrice amount={price.min} maxAmount={price.max} currency={currency} size="lg" />
        {marketPrice ? (
          <CurrencyPrice
            amount={marketPrice.min}
            maxAmount={marketPrice.max}
            currency={currency}
            variant="original"
          />
        ) : null}
      </div>
      {titleFirst ? null : <h2>{goods.title}</h2>}
      {goods.description ? <p>{goods.description}</p> : null}
      <p data-part="facts">
        <span>{t('ui:goods.sales', { count: goods.sales })}</span>
        <span>{t('shop:goods.sold', { number: goods.monthly_sales })}</span>
        <span>
          {isZero(goods.freight)
            ? t('shop:goods.free_shipping')
            : t('shop:goods.freight', {
                amount: formatDisplayAmount(goods.freight, currency, i18n.language),
              })}
        </span>
      </p>
    </Root>
  );
}
