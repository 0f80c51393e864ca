import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  ZERO,
  compare,
  divide,
  currencyDecimals,
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
  /** The sales of the period, stored amount; null for a period that has not begun (drawn on the
   * axis, with no point: it is not a period without sales). */
  value: MoneyValue | null;
}

/** Props of `SalesChart`. */
export interface SalesChartProps {
  /** The chart's caption, already translated. */
  title: string;
  /** The points, oldest first. */
  points: readonly SalesPoint[];
  /** The display currency. */
  currency: CurrencyEntry;
  /** Show at most every n-th x label (fewer when they would touch). @default 1 */
  labelEvery?: number;
}

/** The size drawn before the chart has measured its box (and on the server), in CSS pixels. */
const DEFAULT_SIZE = { width: 320, height: 180 };
const PAD = { top: 12, right: 12, bottom: 24, left: 56 };
/** The least room an x label needs, in CSS pixels. */
const LABEL_ROOM = 36;

/**
 * The size of `ref`'s box in CSS pixels, followed as it changes, so the drawing is made at the
 * size it is shown: its text stays the size of the page's, however wide the chart.
 */
function useBoxSize(ref: RefObject<Element | null>): { width: number; height: number } {
  const [size, setSize] = useState(DEFAULT_SIZE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setSize((kept) =>
          kept.width === Math.round(width) && kept.height === Math.round(height)
            ? kept
            : { width: Math.round(width), height: Math.round(height) },
        );
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A line chart of sales in plain SVG, drawn at the size it is shown (its text the page's size, on
 * a phone or across a desktop console). Amounts stay decimal: each point's height is its share of
 * the largest (the domain's `divide`), turned into a number only as a drawing coordinate. Periods
 * that have not begun keep their place on the axis and get no point. Screen readers get the same
 * figures as a table.
 */
export function SalesChart({ title, points, currency, labelEvery = 1 }: SalesChartProps) {
  const { t, i18n } = useTranslation('ui');
  const captionId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const { width, height: HEIGHT } = useBoxSize(svgRef);
  const display = points.map((point) => ({
    label: point.label,
    amount: point.value === null ? null : toDisplayAmount(point.value, currency),
  }));
  const past = display.flatMap((point) => (point.amount === null ? [] : [point.amount]));
  const top = past.reduce((largest, amount) => max(largest, amount), ZERO);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = display.length > 1 ? plotWidth / (display.length - 1) : 0;
  const every = Math.max(labelEvery, step > 0 ? Math.ceil(LABEL_ROOM / step) : 1);
  const share = (amount: MoneyValue) =>
    isZero(top) || compare(amount, ZERO) <= 0 ? 0 : divide(amount, top).toNumber();
  const xOf = (index: number) => PAD.left + (display.length > 1 ? index * step : plotWidth / 2);
  // The periods that have begun: the line ends at the current one.
  const coordinates = display.flatMap((point, index) =>
    point.amount === null
      ? []
      : [{ x: xOf(index), y: PAD.top + plotHeight * (1 - share(point.amount)) }],
  );
  const line = coordinates
    .map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x},${y}`)
    .join(' ');
  const bottom = PAD.top + plotHeight;
  const area =
    coordinates.length > 0
      ? `${line} L${coordinates.at(-1)?.x},${bottom} L${coordinates[0]?.x},${bottom} Z`
      : '';
  // The top, half of it and zero, as shares of the plot's height; only zero when nothing sold.
  const ticks = isZero(top)
    ? [{ amount: ZERO, share: 0 }]
    : [
        { amount: top, share: 1 },
        { amount: divide(top, 2), share: 0.5 },
        { amount: ZERO, share: 0 },
      ];
  const format = (amount: MoneyValue) =>
    formatMoney(amount, {
      symbol: currency.symbol,
      decimals: currencyDecimals(currency),
      language: i18n.language,
    });

  return (
    <Root aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg ref={svgRef} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {ticks.map((tick, index) => {
          const y = PAD.top + plotHeight * (1 - tick.share);
          return (
            <g key={index}>
              <line data-part="grid" x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} />
              <text x={PAD.left - 4} y={y + 3} textAnchor="end">
                {format(tick.amount)}
              </text>
            </g>
          );
        })}
        {coordinates.length > 0 ? <path data-part="area" d={area} /> : null}
        {coordinates.length > 0 ? <path data-part="line" d={line} /> : null}
        {coordinates.map(({ x, y }, index) => (
          <circle key={index} data-part="point" cx={x} cy={y} r={2.5} />
        ))}
        {display.map((point, index) =>
          index % every === 0 ? (
            <text key={index} x={xOf(index)} y={HEIGHT - 6} textAnchor="middle">
              {point.label}
            </text>
          ) : null,
        )}
      </svg>
      <div data-part="table">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.period')}</th>
              <th scope="col">{t('chart.sales')}</th>
            </tr>
          </thead>
          <tbody>
            {display.map((point) =>
              point.amount === null ? null : (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{format(point.amount)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </Root>
  );
}
