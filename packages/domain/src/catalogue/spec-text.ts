import { localeOf } from '../constants/languages.js';

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * The names of specifications still to choose as one phrase of the interface language, through
 * `Intl.ListFormat` (CLDR's conjunction): `"Colour and Storage"`, in Japanese `"カラー、ストレージ"`,
 * in Chinese `"颜色和存储"`, never a comma list glued in English.
 */
export function specNamesText(names: readonly string[], language: string): string {
  const locale = localeOf(language);
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    listFormats.set(locale, format);
  }
  return format.format(names);
}

/**
 * A chosen SKU's values as every screen shows them (the goods sheet, the cart, orders, reviews):
 * `"Midnight Black / 256GB"`, from the values or the wire's `difference` (`"Midnight Black,256GB"`).
 */
export function specValuesText(values: readonly string[] | string): string {
  const list = typeof values === 'string' ? values.split(',') : values;
  return list
    .map((value) => value.trim())
    .filter(Boolean)
    .join(' / ');
}
