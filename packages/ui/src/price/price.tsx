import { formatMoney, toDisplayAmount, type CurrencyEntry, type MoneyValue } from '@bazaar/domain';
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
  /** Thousands separator. @default ',' */
  groupSeparator?: string;
}

/**
 * A price with exactly two decimals and the currency symbol, formatted by the domain's
 * `formatMoney` (half-up at the cent): `¥1,234.50`, the cents drawn smaller. The struck-through
 * original price is announced as such.
 */
export function Price({
  amount,
  symbol,
  size = 'md',
  variant = 'current',
  groupSeparator = ',',
}: PriceProps) {
  const { t } = useTranslation('ui');
  const text = formatMoney(amount, { symbol, groupSeparator });
  const point = text.lastIndexOf('.');
  const head = text.slice(0, point);
  const digitsStart = head.search(/\d/);
  const parts = {
    prefix: head.slice(0, digitsStart),
    integer: head.slice(digitsStart),
    fraction: text.slice(point),
  };
  return (
    <Root data-size={size} data-variant={variant}>
      {variant === 'original' ? (
        <del>
          <Hidden>{t('price.original')} </Hidden>
          {text}
        </del>
      ) : (
        <>
          <span data-part="prefix">{parts.prefix}</span>
          <span data-part="integer">{parts.integer}</span>
          <span data-part="fraction">{parts.fraction}</span>
        </>
      )}
    </Root>
  );
}

/** Props of `CurrencyPrice`. */
export interface CurrencyPriceProps extends Omit<PriceProps, 'amount' | 'symbol'> {
  /** The stored amount (base currency, a wire decimal string). */
  amount: MoneyValue;
  /** The display currency of the language (the domain's `resolveCurrency`). */
  currency: CurrencyEntry;
}

/**
 * A stored amount shown in the display currency: the domain's `toDisplayAmount` (stored / rate),
 * then `Price`. The composite components (cards, cart lines) use it.
 */
export function CurrencyPrice({ amount, currency, ...rest }: CurrencyPriceProps) {
  return <Price {...rest} amount={toDisplayAmount(amount, currency)} symbol={currency.symbol} />;
}
