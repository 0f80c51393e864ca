import {
  currencyDecimals,
  MONEY_DECIMALS,
  formatMoneyParts,
  toDisplayAmount,
  type CurrencyEntry,
  type MoneyPart,
  type MoneyValue,
} from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Hidden, Root } from './price.styles.js';

/** Props of `Price`. */
export interface PriceProps {
  /**
   * The amount to show, already converted to the display currency by the domain
   * (`toDisplayAmount`): a decimal string or a `Money`, never a float.
   */
  amount: MoneyValue;
  /** The display currency's symbol (from the domain's `resolveCurrency`). */
  symbol: string;
  /** Size of the digits. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `current` is the selling price; `original` the struck-through market price; `plain` inherits
   * the surrounding text style. @default 'current'
   */
  variant?: 'current' | 'original' | 'plain';
  /** Digits after the point: the currency's minor unit (domain `currencyDecimals`). @default 2 */
  decimals?: number;
  /**
   * The top of a range (`$329.00 - 389.00`: a goods before its SKU is chosen), already converted
   * like `amount`; none, or one equal to `amount`, shows one price.
   */
  maxAmount?: MoneyValue;
}

/**
 * The pieces of a formatted amount as drawn: what comes before the digits (`lead`: the sign, a
 * symbol written first and its space), the `integer` digits, the decimal mark and cents
 * (`fraction`), and what comes after (`tail`: the space and a symbol written last), on the side
 * the language writes its currency (`$1,234.50`, `1 234,50 ₽`).
 */
function piecesOf(parts: readonly MoneyPart[]) {
  const integer = parts.findIndex((part) => part.type === 'integer');
  const afterNumber = parts.findIndex(
    (part, index) => index > integer && part.type !== 'decimal' && part.type !== 'fraction',
  );
  const end = afterNumber === -1 ? parts.length : afterNumber;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    lead: text(0, integer),
    integer: parts[integer]?.value ?? '',
    fraction: text(integer + 1, end),
    tail: text(end, parts.length),
    symbolLast: parts.slice(end).some((part) => part.type === 'symbol'),
  };
}

/**
 * A price with the currency symbol, formatted by the domain's `formatMoneyParts` (half-up at the
 * currency's minor unit, in the interface language's currency pattern): `$1,234.50`, in Russian
 * `1 234,50 $`, the symbol and cents drawn smaller; `¥1,235` for yen.
 * The struck-through original price is announced as such. With a higher `maxAmount`, a range with
 * the symbol once, on its side (`$329.00 - 389.00`, `329,00 - 389,00 ₽`), read as "to".
 */
export function Price({
  amount,
  symbol,
  size = 'md',
  variant = 'current',
  decimals,
  maxAmount,
}: PriceProps) {
  const { t, i18n } = useTranslation('ui');
  const digits = decimals ?? MONEY_DECIMALS;
  const piecesFor = (value: MoneyValue) =>
    piecesOf(formatMoneyParts(value, { symbol, decimals: digits, language: i18n.language }));
  const low = piecesFor(amount);
  const top = maxAmount === undefined ? null : piecesFor(maxAmount);
  const isRange =
    top !== null && `${top.integer}${top.fraction}` !== `${low.integer}${low.fraction}`;
  // A range writes the symbol once: before the low end or after the top one.
  const first = isRange && low.symbolLast ? { ...low, tail: '' } : low;
  const last = isRange && top && !top.symbolLast ? { ...top, lead: '' } : top;
  const rangeTo = (
    <>
      <span data-part="range" aria-hidden="true">
        -
      </span>
      <Hidden> {t('price.to')} </Hidden>
    </>
  );
  const amountOf = (pieces: ReturnType<typeof piecesOf>) =>
    variant === 'original' ? (
      `${pieces.lead}${pieces.integer}${pieces.fraction}${pieces.tail}`
    ) : (
      <>
        {pieces.lead ? <span data-part="prefix">{pieces.lead}</span> : null}
        <span data-part="integer">{pieces.integer}</span>
        <span data-part="fraction">{pieces.fraction}</span>
        {pieces.tail ? <span data-part="suffix">{pieces.tail}</span> : null}
      </>
    );
  const content = (
    <>
      {amountOf(first)}
      {isRange && last ? (
        <>
          {rangeTo}
          {amountOf(last)}
        </>
      ) : null}
    </>
  );
  return (
    <Root data-size={size} data-variant={variant}>
      {variant === 'original' ? (
        <del>
          <Hidden>{t('price.original')} </Hidden>
          {content}
        </del>
      ) : (
        content
      )}
    </Root>
  );
}

/** Props of `CurrencyPrice`. */
export interface CurrencyPriceProps extends Omit<PriceProps, 'amount' | 'symbol' | 'maxAmount'> {
  /** The stored amount (base currency, a wire decimal string). */
  amount: MoneyValue;
  /** The stored top of a range (see `Price`'s `maxAmount`). */
  maxAmount?: MoneyValue;
  /** The display currency of the language (the domain's `resolveCurrency`). */
  currency: CurrencyEntry;
}

/**
 * A stored amount shown in the display currency: the domain's `toDisplayAmount` (stored / rate),
 * then `Price`. The composite components (cards, cart lines) use it.
 */
export function CurrencyPrice({ amount, currency, maxAmount, ...rest }: CurrencyPriceProps) {
  return (
    <Price
      {...rest}
      amount={toDisplayAmount(amount, currency)}
      {...(maxAmount === undefined ? {} : { maxAmount: toDisplayAmount(maxAmount, currency) })}
      symbol={currency.symbol}
      decimals={currencyDecimals(currency)}
    />
  );
}
