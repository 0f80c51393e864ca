import { useId } from 'react';
import type { GoodsCard as GoodsCardData } from '@bazaar/api/contract';
import { GoodsCard, ResponsiveGrid } from '@bazaar/ui';
import { useCurrency } from '../../../features/catalogue/app-info.js';
import { goodsPath, toGoodsSummary } from '../../../features/catalogue/cards.js';
import { Section } from './section.styles.js';

/** Props of {@link GoodsZone}. */
export interface GoodsZoneProps {
  /** The zone's heading, already translated. */
  title: string;
  /** The zone's goods (up to 10). */
  goods: readonly GoodsCardData[];
}

/** A titled zone of goods cards (featured, discount, new arrivals); nothing when it is empty. */
export function GoodsZone({ title, goods }: GoodsZoneProps) {
  const headingId = useId();
  const currency = useCurrency();
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
            href={goodsPath(item.id)}
          />
        ))}
      </ResponsiveGrid>
    </Section>
  );
}
