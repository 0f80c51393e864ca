import { useId } from 'react';
import type { GoodsCard as GoodsCardData } from '@bazaar/api/contract';
import { buildPath, type CurrencyEntry } from '@bazaar/domain';
import { GoodsCard, ResponsiveGrid } from '@bazaar/ui';
import { Section } from './section.styles.js';

/** Props of {@link GoodsZone}. */
export interface GoodsZoneProps {
  /** The zone's heading, already translated. */
  title: string;
  goods: readonly GoodsCardData[];
  currency: CurrencyEntry;
}

/** A titled zone of goods cards (featured, discount, new arrivals); nothing when it is empty. */
export function GoodsZone({ title, goods, currency }: GoodsZoneProps) {
  const headingId = useId();
  if (goods.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ResponsiveGrid>
        {goods.map((item) => (
          <GoodsCard
            key={item.id}
            goods={toGoodsSummary(item)}
            currency={currency}
            href={buildPath('/goods/:id', { id: item.id })}
          />
        ))}
      </ResponsiveGrid>
    </Section>
  );
}

/** A goods of a list as `GoodsCard` of `@bazaar/ui` shows it. */
export function toGoodsSummary(item: GoodsCardData) {
  return {
    id: item.id,
    title: item.title,
    image: item.image,
    price: item.price,
    marketPrice: item.market_price,
    sales: item.sales,
  };
}
