import type { ReactNode } from 'react';
import { Root } from './statistics-card.styles.js';

/** One figure of a statistics card. */
export interface StatisticItem {
  /** A key of the figure. */
  id: string;
  /** What the figure is, already translated ("Income"). */
  label: string;
  /** The figure: a count, or a `CurrencyPrice` for money. */
  value: ReactNode;
}

/** Props of `StatisticsCard`. */
export interface StatisticsCardProps {
  /** The card's heading, already translated. */
  title: string;
  /** The figures. */
  items: readonly StatisticItem[];
  /** Columns of figures. @default 3 */
  columns?: number;
  /** Content beside the heading (the `StatisticsPeriodTabs`). */
  end?: ReactNode;
}

/** The merchant's figures for a period (sales, income, orders, visitors...) as a description list. */
export function StatisticsCard({ title, items, columns = 3, end }: StatisticsCardProps) {
  return (
    <Root aria-label={title} $statColumns={columns}>
      <header>
        <h2>{title}</h2>
        {end}
      </header>
      <dl>
        {items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Root>
  );
}
