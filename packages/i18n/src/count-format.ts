import type { FormatterModule } from 'i18next';
import { formatCount } from '@bazaar/domain';

/** Placeholders whose whole numbers name something rather than count it: never grouped. */
const NAMES_NOT_COUNTS: ReadonlySet<string> = new Set(['id', 'year']);

/**
 * A value as a sentence shows it: a whole number is grouped as every count of the app is, in the
 * sentence's language (domain `formatCount`: "1,234 goods", in Russian "1 234"), unless its placeholder names something (`{{id}}`); fractions,
 * text and money (decimal strings, formatted with their currency before they get here) are left
 * as they came.
 */
export function formatPlaceholder(
  value: unknown,
  placeholder?: string,
  language?: string,
): unknown {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return value;
  if (placeholder !== undefined && NAMES_NOT_COUNTS.has(placeholder)) return value;
  return formatCount(value, language);
}

/**
 * i18next's formatter for every `{{placeholder}}` (with `interpolation.alwaysFormat`): groups
 * counts by {@link formatPlaceholder}. The packs use no named formats (`{{n, number}}`), so it
 * replaces the built-in formatter rather than adding one more way to write a number.
 */
export const countFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // i18next types the result as text; a value left as it came (undefined: a missing placeholder)
  // must reach the interpolator unchanged, which turns it into text or reports it missing.
  format: (value, _format, language, options) =>
    formatPlaceholder(
      value,
      (options as { interpolationkey?: string } | undefined)?.interpolationkey,
      language,
    ) as string,
};
