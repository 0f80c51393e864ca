import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantShop } from '@bazaar/api/contract';
import { formatCount } from '@bazaar/domain';
import { Avatar } from '@bazaar/ui';
import { Panel } from '../user/sections/index.js';
import { Figures, ShopHead } from './merchant-sections.styles.js';

/** Props of {@link ShopSummary}. */
export interface ShopSummaryProps {
  /** The merchant's shop. */
  shop: MerchantShop;
  /** Links or buttons under the figures (edit the shop). */
  children?: ReactNode;
}

/**
 * The merchant's shop at a glance: logo, name, id (what a partner shop invites) and rating, then
 * its visitors, fans, goods on sale and orders.
 */
export function ShopSummary({ shop, children }: ShopSummaryProps) {
  const { t, i18n } = useTranslation();
  const figures = [
    ['visitors', t('merchant:shop.visitors'), shop.visitors],
    ['fans', t('merchant:shop.fans'), shop.fans],
    ['goods', t('merchant:shop.goods_count'), shop.goods_count],
    ['orders', t('merchant:shop.orders_count'), shop.orders_count],
  ] as const;
  return (
    <Panel aria-labelledby={`shop-summary-${shop.id}`}>
      <ShopHead>
        <Avatar src={shop.avatar} name={shop.shopname} size="lg" shape="square" isDecorative />
        <div>
          <h2 id={`shop-summary-${shop.id}`}>{shop.shopname}</h2>
          <p>
            {t('merchant:shop.id', { id: shop.id })} ·{' '}
            {t('merchant:shop.score', { score: shop.score })}
          </p>
          {shop.description || shop.bio ? <p>{shop.description || shop.bio}</p> : null}
        </div>
      </ShopHead>
      <Figures>
        {figures.map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd>{formatCount(value, i18n.language)}</dd>
          </div>
        ))}
      </Figures>
      {children}
    </Panel>
  );
}
