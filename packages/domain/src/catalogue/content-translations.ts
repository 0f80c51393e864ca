import type { LanguageCode } from '../constants/languages.js';

/** One specification of a goods: a name and its values (`{ name: 'Colour', items: ['Red', 'Blue'] }`). */
export interface SpecText {
  readonly name: string;
  readonly items: readonly string[];
}

/**
 * What the platform or a merchant wrote in other languages than the base (English) text, per
 * language: `{ ja: { title: 'ワイヤレスヘッドホン' } }`. A missing language or field, or an empty
 * one, falls back to the base text.
 */
export type ContentTranslations<F extends string> = Partial<
  Record<LanguageCode, Partial<Record<F, string>>>
>;

/** The text of `field` in `language`, else `base` (an empty or blank translation counts as none). */
export function translatedText<F extends string>(
  translations: ContentTranslations<F> | null | undefined,
  language: LanguageCode,
  field: F,
  base: string,
): string {
  const text = translations?.[language]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : base;
}

/**
 * True when `translated` is a specification parallel to `base`: as many groups, each with a name
 * and as many values, every value non-empty, without a comma (a SKU's `difference` joins values
 * with commas) and distinct within its group (a choice must name one value).
 */
export function isParallelSpec(
  base: readonly SpecText[],
  translated: unknown,
): translated is readonly SpecText[] {
  if (!Array.isArray(translated) || translated.length !== base.length) return false;
  return base.every((group, index) => {
    const other = translated[index] as Partial<SpecText> | undefined;
    if (typeof other?.name !== 'string' || other.name.trim() === '') return false;
    const items = other.items;
    if (!Array.isArray(items) || items.length !== group.items.length) return false;
    const texts = items.filter(
      (item): item is string =>
        typeof item === 'string' && item.trim() !== '' && !item.includes(','),
    );
    return texts.length === items.length && new Set(texts).size === texts.length;
  });
}

/** The specification to show: the translated one when it is parallel to `base`, else `base`. */
export function localizedSpec(base: readonly SpecText[], translated: unknown): readonly SpecText[] {
  return isParallelSpec(base, translated) ? translated : base;
}

/**
 * A SKU's `difference` (`"Red,XL"`, the base values joined in spec order) in the language of
 * `translated`: each value replaced by the value at its place in the translated spec. Unchanged
 * when the translated spec is not parallel to `base` or a value is not in its group.
 */
export function localizedDifference(
  difference: string,
  base: readonly SpecText[],
  translated: unknown,
): string {
  if (difference === '' || !isParallelSpec(base, translated)) return difference;
  const values = difference.split(',');
  if (values.length !== base.length) return difference;
  const mapped = values.map((value, group) => {
    const index = base[group]?.items.indexOf(value) ?? -1;
    return index < 0 ? undefined : translated[group]?.items[index];
  });
  return mapped.every((value) => value !== undefined) ? mapped.join(',') : difference;
}
