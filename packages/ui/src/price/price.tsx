import {
  currencyDecimals,
  MONEY_DECIMALS,
  formatMoney,
  toDisplayAmount,
  type CurrencyEntry,
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
 * The parts of a formatted amount: the symbol, the digits before the decimal mark, the mark and
 * the cents (the last `decimals` digits; the mark is the language's, a point or a comma).
 */
function partsOf(text: string, decimals: number) {
  const point = decimals > 0 ? text.length - decimals - 1 : text.length;
  const head = text.slice(0, point);
  const digitsStart = head.search(/\d/);
  return {
    prefix: head.slice(0, digitsStart),
    integer: head.slice(digitsStart),
    fraction: text.slice(point),
  };
}

/**
 * A price with the currency symbol, formatted by the domain's `formatMoney` (half-up at the
 * currency's minor unit, grouped and marked as the interface language does): `$1,234.50`, in
 * Russian `$1 234,50`, the cents drawn smaller; `¥1,235` for yen.
 * The struck-through original price is announced as such. With a higher `maxAmount`, a range with
 * the symbol once (`$329.00 - 389.00`), read as "to".
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
  const format = (value: MoneyValue) =>
    formatMoney(value, { symbol, decimals: digits, language: i18n.language });
  const text = format(amount);
  const parts = partsOf(text, digits);
  const top = maxAmount === undefined ? null : partsOf(format(maxAmount), digits);
  const isRange =
    top !== null && `${top.integer}${top.fraction}` !== `${parts.integer}${parts.fraction}`;
  const rangeTo = (
    <>
      <span data-part="range" aria-hidden="true">
        -
      </span>
      <Hidden> {t('price.to')} </Hidden>
    </>
  );
  return (
    <Root data-size={size} data-variant={variant}>
      {variant === 'original' ? (
        <del>
          <Hidden>{t('price.original')} </Hidden>
          {text}
          {isRange ? (
            <>
              {rangeTo}
              {top.integer}
              {top.fraction}
            </>
          ) : null}
        </del>
      ) : (
        <>
          <span data-part="prefix">{parts.prefix}</span>
          <span data-part="integer">{parts.integer}</span>
          <span data-part="fraction">{parts.fraction}</span>
          {isRange ? (
            <>
              {rangeTo}
              <span data-part="integer">{top.integer}</span>
              <span data-part="fraction">{top.fraction}</span>
            </>
          ) : null}
        </>
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
