import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@bazaar/api/contract';
import { buildPath } from '@bazaar/domain';
import { ResponsiveGrid, ShopCard } from '@bazaar/ui';
import { Section } from './section.styles.js';

/** A shop of a list as `ShopCard` of `@bazaar/ui` shows it. */
export function toShopSummary(shop: ShopCardData) {
  return {
    id: shop.id,
    name: shop.shopname,
    logo: shop.avatar,
    fans: shop.fans,
    goodsCount: shop.goods_count,
    description: shop.description,
  };
}

/** The star merchants of the initial data; nothing without any. */
export function StarMerchants({ shops }: { shops: readonly ShopCardData[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (shops.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop:home.star_merchants')}</h2>
      <ResponsiveGrid columns={1}>
        {shops.map((shop) => (
          <ShopCard
            key={shop.id}
            shop={toShopSummary(shop)}
            href={buildPath('/shop/:id', { id: shop.id })}
          />
        ))}
      </ResponsiveGrid>
    </Section>
  );
}
