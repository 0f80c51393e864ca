import { isLanguageCode } from '../constants/languages.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/** The operator's form of a language's currency. */
export type CurrencyForm = {
  /** One of the interface languages (`LANGUAGE_CODES`). */
  readonly language: string;
  /** ISO 4217 code, three capital letters (`"JPY"`). */
  readonly code: string;
  readonly symbol: string;
  /** Stored (base) units per displayed unit: a positive decimal, up to 10 places. */
  readonly rate: string;
};

const RATE = /^\d{1,10}(\.\d{1,10})?$/;

/**
 * A currency entry: a known interface language and an ISO code (`bad_request` on the field), a
 * symbol (`field_required`), and a rate that is a positive decimal of at most 10 places
 * (`currency_rate_invalid`): every amount shown in that language is divided by it.
 */
export function validateCurrencyForm(form: CurrencyForm): ValidationResult {
  return firstInvalid(
    isLanguageCode(form.language) ? VALID : invalid('bad_request', 'language'),
    /^[A-Z]{3}$/.test(form.code) ? VALID : invalid('bad_request', 'code'),
    form.symbol.trim() === '' ? invalid('field_required', 'symbol', { field: 'symbol' }) : VALID,
    RATE.test(form.rate) && /[1-9]/.test(form.rate)
      ? VALID
      : invalid('currency_rate_invalid', 'rate', { rate: form.rate }),
  );
}
