import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY, formatMoney, type MoneyValue } from '@bazaar/domain';
import { Note } from './admin.styles.js';

/**
 * A stored amount as operators read it: in the base currency the amounts are stored in (never
 * converted to the interface language's currency), its symbol, two decimals, in the currency
 * pattern of `language` (English's by default).
 */
export function formatBaseMoney(value: MoneyValue, language?: string): string {
  return formatMoney(value, { symbol: BASE_CURRENCY.symbol, language });
}

/** {@link formatBaseMoney} in the interface language's currency pattern (`1 234,50 $` in Russian). */
export function useBaseMoney(): (value: MoneyValue) => string {
  const { i18n } = useTranslation();
  return (value) => formatBaseMoney(value, i18n.language);
}

/** The note on screens with amounts: they are in the stored base currency. */
export function MoneyNote() {
  const { t } = useTranslation();
  return <Note>{t('admin:money_note', { symbol: BASE_CURRENCY.symbol })}</Note>;
}
