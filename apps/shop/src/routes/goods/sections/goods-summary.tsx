import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { GoodsDetail } from '@bazaar/api/contract';
import { formatDisplayAmount, isZero } from '@bazaar/domain';
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
    align-items: baseline;
    gap: ${vars.space[3]};
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

/** The goods' title, price (and struck-through market price), sales and shipping. */
export function GoodsSummary({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <Root aria-label={goods.title}>
      <div data-part="prices">
        <CurrencyPrice amount={goods.price} currency={currency} size="lg" />
        {goods.market_price !== goods.price ? (
          <CurrencyPrice amount={goods.market_price} currency={currency} variant="original" />
        ) : null}
      </div>
      <h2>{goods.title}</h2>
      {goods.description ? <p>{goods.description}</p> : null}
      <p data-part="facts">
        <span>{t('shop:goods.sold', { number: goods.monthly_sales })}</span>
        <span>
          {isZero(goods.freight)
            ? t('shop:goods.free_shipping')
            : t('shop:goods.freight', { amount: formatDisplayAmount(goods.freight, currency) })}
        </span>
      </p>
    </Root>
  );
}
