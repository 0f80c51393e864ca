import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { GoodsCard as GoodsCardData } from '@bazaar/api/contract';
import type { CurrencyEntry } from '@bazaar/domain';
import { GoodsCard, VisibilityChip, vars } from '@bazaar/ui';

/* One surface for the card and its footer: the remove button reads as the card's own, not as a
   stray icon on the page's background between two cards. */
const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgSurface};

  &[data-hidden] [data-part='media'] {
    opacity: 0.5;
    filter: grayscale(1);
  }
  & > [data-part='footer'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    margin-top: auto;
    padding: 0 ${vars.space[2]} ${vars.space[2]} ${vars.space[3]};
  }
`;

/** Props of {@link KeptGoods}. */
export interface KeptGoodsProps {
  /** The goods, with `status` hidden when it is no longer on sale. */
  goods: GoodsCardData & { readonly status: 'normal' | 'hidden' };
  /** The display currency. */
  currency: CurrencyEntry;
  /** A row (mobile) or a tile of the grid (desktop). */
  layout: 'grid' | 'list';
  /** An action at the foot of the card (remove from favourites). */
  action?: ReactNode;
}

/**
 * A goods the user kept (a favourite, a footprint): its card leading to the goods page, greyed
 * out with an "off sale" mark once the goods is no longer on sale, and an optional action.
 */
export function KeptGoods({ goods, currency, layout, action }: KeptGoodsProps) {
  const hidden = goods.status === 'hidden';
  return (
    <Root data-hidden={hidden || undefined}>
      <GoodsCard
        goods={{
          id: goods.id,
          title: goods.title,
          image: goods.image,
          price: goods.price,
          marketPrice: goods.market_price,
          sales: goods.sales,
        }}
        currency={currency}
        href={`/goods/${goods.id}`}
        layout={layout}
      />
      {hidden || action ? (
        <div data-part="footer">
          {hidden ? <VisibilityChip subject="kept_goods" visibility="hidden" /> : <span />}
          {action}
        </div>
      ) : null}
    </Root>
  );
}
