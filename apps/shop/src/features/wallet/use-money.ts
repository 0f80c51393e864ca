import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currencySymbolSide,
  decimalMarkOf,
  enteredAmountToWire,
  formatDisplayAmount,
  isMoneyString,
  isPositive,
  readEnteredAmount,
  toEnteredAmount,
  type CurrencyEntry,
  type MoneyValue,
  type ValidationResult,
} from '@bazaar/domain';
import { useCurrency } from '../catalogue/app-info.js';

/** Amounts in the user's currency, both ways (spec section 1: shown = stored / rate, entered * rate). */
export interface MoneyFormat {
  /** The display currency of the interface language (domain `resolveCurrency`). */
  readonly currency: CurrencyEntry;
  /** A stored amount as shown: the symbol, grouped thousands, the currency's decimals (`$1,841.79`). */
  format(stored: MoneyValue): string;
  /**
   * A signed change as shown in a bill: credits with a plus (`+¥90.00`), debits with their minus
   * (`-¥90.00`), zero as it is.
   */
  formatSigned(stored: MoneyValue): string;
  /**
   * An amount input's symbol on the side the language writes it (domain `currencySymbolSide`):
   * `{ startContent }` in English (`$ [12.50]`), `{ endContent }` in Russian (`[12,50] ₽`).
   */
  symbolBeside(symbol: ReactNode): { startContent: ReactNode } | { endContent: ReactNode };
  /**
   * A stored amount in display units, at the currency's decimals and no symbol, with the
   * language's decimal mark (`12,50` in Russian), to fill an input.
   */
  toEntered(stored: MoneyValue): string;
  /**
   * What the user typed, as a wire amount (`12,50` or `12.50` where the language writes a decimal
   * comma: domain `readEnteredAmount`); null when it is not an amount. An entry equal to the
   * shown `cap` is the cap itself (domain `enteredAmountToWire`).
   */
  toWire(entered: string, cap?: MoneyValue): string | null;
  /**
   * The message of a refusal in the user's language, with the stored amounts it names (`max`,
   * `min`, `balance`, `amount`) shown in their currency; undefined for a valid result.
   */
  message(result: ValidationResult): string | undefined;
}

const MONEY_DETAILS = ['max', 'min', 'balance', 'amount'] as const;

/**
 * {@link MoneyFormat} in the current language's currency, or in `shownIn` where a screen shows
 * amounts in another (the operator's, in the stored base currency).
 */
export function useMoney(shownIn?: CurrencyEntry): MoneyFormat {
  const languageCurrency = useCurrency();
  const currency = shownIn ?? languageCurrency;
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useMemo<MoneyFormat>(() => {
    const format = (stored: MoneyValue) => formatDisplayAmount(stored, currency, language);
    return {
      currency,
      format,
      formatSigned: (stored) => `${isPositive(stored) ? '+' : ''}${format(stored)}`,
      symbolBeside: (symbol) =>
        currencySymbolSide(language) === 'before'
          ? { startContent: symbol }
          : { endContent: symbol },
      toEntered: (stored) =>
        toEnteredAmount(stored, currency).replace('.', decimalMarkOf(language)),
      toWire: (entered, cap) =>
        enteredAmountToWire(readEnteredAmount(entered, language), currency, cap),
      message(result) {
        if (result.ok) return undefined;
        const values: Record<string, string | number> = { ...result.details };
        for (const name of MONEY_DETAILS) {
          const value = values[name];
          if (typeof value === 'string' && isMoneyString(value)) values[name] = format(value);
        }
        return t(result.messageKey, values);
      },
    };
  }, [currency, language, t]);
}
