import { useId } from 'react';
import {
  ZERO,
  compare,
  divide,
  formatMoney,
  isZero,
  max,
  toDisplayAmount,
  type CurrencyEntry,
  type MoneyValue,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Root } from './sales-chart.styles.js';

/** One point of the chart. */
export interface SalesPoint {
  /** The period's label on the x axis, already formatted ("11-22", "Mon"). */
  label: string;
  /** The sales of the period, stored amount. */
  value: MoneyValue;
}

/** Props of `SalesChart`. */
export interface SalesChartProps {
  /** The chart's caption, already translated. */
  title: string;
  /** The points, oldest first. */
  points: readonly SalesPoint[];
  /** The display currency. */
  currency: CurrencyEntry;
  /** Show every n-th x label when there are many points. @default 1 */
  labelEvery?: number;
}

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 8, bottom: 22, left: 44 };

/**
 * A line chart of sales in plain SVG. Amounts stay decimal: each point's height is its share of the
 * largest (the domain's `divide`), turned into a number only as a drawing coordinate. Screen
 * readers get the same figures as a table.
 */
export function SalesChart({ title, points, currency, labelEvery = 1 }: SalesChartProps) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const display = points.map((point) => ({
    ...point,
    amount: toDisplayAmount(point.value, currency),
  }));
  const top = display.reduce((largest, point) => max(largest, point.amount), ZERO);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = display.length > 1 ? plotWidth / (display.length - 1) : 0;
  const share = (amount: MoneyValue) =>
    isZero(top) || compare(amount, ZERO) <= 0 ? 0 : divide(amount, top).toNumber();
  const coordinates = display.map((point, index) => ({
    x: PAD.left + (display.length > 1 ? index * step : plotWidth / 2),
    y: PAD.top + plotHeight * (1 - share(point.amount)),
  }));
  const line = coordinates
    .map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x},${y}`)
    .join(' ');
  const bottom = PAD.top + plotHeight;
  const area =
    coordinates.length > 0
      ? `${line} L${coordinates.at(-1)?.x},${bottom} L${coordinates[0]?.x},${bottom} Z`
      : '';
  const ticks = [top, divide(top, 2), ZERO];
  const format = (amount: MoneyValue) =>
    formatMoney(amount, { symbol: currency.symbol, groupSeparator: ',' });

  return (
    <Root aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {ticks.map((tick, index) => {
          const y = PAD.top + (plotHeight * index) / (ticks.length - 1);
          return (
            <g key={index}>
              <line data-part="grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
              <text x={PAD.left - 4} y={y + 3} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {points.length > 0 ? <path data-part="area" d={area} /> : null}
        {points.length > 0 ? <path data-part="line" d={line} /> : null}
        {coordinates.map(({ x, y }, index) => (
          <circle key={index} data-part="point" cx={x} cy={y} r={2.5} />
        ))}
        {coordinates.map(({ x }, index) =>
          index % labelEvery === 0 ? (
            <text key={index} x={x} y={HEIGHT - 6} textAnchor="middle">
              {display[index]?.label}
            </text>
          ) : null,
        )}
      </svg>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.period')}</th>
            <th scope="col">{t('chart.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {display.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{format(point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Root>
  );
}
