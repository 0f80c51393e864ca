import {
  formatDisplayAmount,
  isLanguageCode,
  isMoneyString,
  resolveCurrency,
  type CurrencyEntry,
  type LanguageCode,
} from '@bazaar/domain';
import type { Database } from '../db/database.js';
import { currencies } from '../db/schema/index.js';

/** The details of a refusal that are stored amounts (`insufficient_balance`'s `balance`...). */
const MONEY_DETAILS = ['amount', 'balance', 'max', 'min', 'threshold', 'loss'] as const;

type Details = Readonly<Record<string, string | number>>;

/** True when a refusal's details name an amount its message shows. */
export function hasMoneyDetails(details: Details | undefined): details is Details {
  return details !== undefined && MONEY_DETAILS.some((name) => isMoneyString(details[name]));
}

/**
 * A refusal's details as its message shows them to a user of `language`: each stored amount in
 * the language's currency, in the one format of every screen (domain `formatDisplayAmount`: the
 * client's `useMoney` shows the same refusals this way), never a bare "12.50" in the base currency.
 * The envelope's `data` keeps the wire amounts.
 */
export async function moneyDetailsShown(
  db: Database,
  language: string,
  details: Details,
): Promise<Details> {
  const rows = await db
    .select({
      language: currencies.language,
      code: currencies.code,
      symbol: currencies.symbol,
      rate: currencies.rate,
    })
    .from(currencies);
  const list: CurrencyEntry[] = rows.flatMap((row) =>
    isLanguageCode(row.language) ? [{ ...row, language: row.language }] : [],
  );
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const currency = resolveCurrency(list, code);
  const shown: Record<string, string | number> = { ...details };
  for (const name of MONEY_DETAILS) {
    const value = details[name];
    if (isMoneyString(value)) shown[name] = formatDisplayAmount(value, currency, code);
  }
  return shown;
}
