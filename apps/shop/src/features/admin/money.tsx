import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY, formatMoney, type MoneyValue } from '@bazaar/domain';
import { Note } from './admin.styles.js';

/**
 * A stored amount as operators read it: in the base currency the amounts are stored in (never
 * converted to the interface language's currency), its symbol, thousands grouped, two decimals.
 */
export function formatBaseMoney(value: MoneyValue): string {
  return formatMoney(value, { symbol: BASE_CURRENCY.symbol });
}

/** The note on screens with amounts: they are in the stored base currency. */
export function MoneyNote() {
  const { t } = useTranslation();
  return <Note>{t('admin:money_note', { symbol: BASE_CURRENCY.symbol })}</Note>;
}
