import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@bazaar/api/contract';
import { ResponsiveGrid, ShopCard, useLayout } from '@bazaar/ui';
import { shopPath, toShopSummary } from '../../../features/catalogue/cards.js';
import { Section } from './section.styles.js';

/** The star merchants of the initial data (two columns on desktop); nothing without any. */
export function StarMerchants({ shops }: { shops: readonly ShopCardData[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const layout = useLayout();
  if (shops.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop:home.star_merchants')}</h2>
      <ResponsiveGrid columns={layout === 'desktop' ? 2 : 1}>
        {shops.map((shop) => (
          <ShopCard key={shop.id} shop={toShopSummary(shop)} href={shopPath(shop.id)} />
        ))}
      </ResponsiveGrid>
    </Section>
  );
}
