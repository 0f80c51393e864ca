import { DomainError, isParallelSpec } from '@bazaar/domain';
import type { GoodsTranslationsColumn, SpecGroup, Translations } from '../../db/schema/index.js';

type TextInput<F extends string> = Partial<Record<string, Partial<Record<F, string>>>>;

/**
 * Translations as they are stored: every text trimmed, empty texts and languages without any text
 * left out (so a read falls back to English with a plain `coalesce`).
 */
export function cleanTextTranslations<F extends string>(
  input: TextInput<F> | undefined,
): Translations<F> {
  const clean: Translations<F> = {};
  for (const [language, fields] of Object.entries(input ?? {})) {
    const kept: Partial<Record<F, string>> = {};
    for (const [field, text] of Object.entries(fields ?? {}) as [F, string | undefined][]) {
      const trimmed = (text ?? '').trim();
      if (trimmed !== '') kept[field] = trimmed;
    }
    if (Object.keys(kept).length > 0) clean[language] = kept;
  }
  return clean;
}

/** A goods' translations as the contract sends them. */
type GoodsInput = Partial<
  Record<
    string,
    {
      title?: string;
      description?: string;
      content?: string;
      spec?: { name: string; items: string[] }[];
    }
  >
>;

/**
 * A goods' (or market goods') translations as they are stored: texts as
 * {@link cleanTextTranslations}; a spec trimmed and kept only when it has any text, and then it
 * must match `spec` group by group and value by value (`bad_request` on `i18n` otherwise).
 */
export function cleanGoodsTranslations(
  input: GoodsInput | undefined,
  spec: readonly SpecGroup[],
): GoodsTranslationsColumn {
  const clean: GoodsTranslationsColumn = {};
  for (const [language, fields] of Object.entries(input ?? {})) {
    if (!fields) continue;
    const { spec: translatedSpec, ...texts } = fields;
    const kept: NonNullable<GoodsTranslationsColumn[string]> = {
      ...cleanTextTranslations({ [language]: texts })[language],
    };
    if (translatedSpec !== undefined) {
      const trimmed = translatedSpec.map((group) => ({
        name: group.name.trim(),
        items: group.items.map((item) => item.trim()),
      }));
      const written = trimmed.some(
        (group) => group.name !== '' || group.items.some((item) => item !== ''),
      );
      if (written) {
        if (!isParallelSpec(spec, trimmed)) throw new DomainError('bad_request', { field: 'i18n' });
        kept.spec = trimmed;
      }
    }
    if (Object.keys(kept).length > 0) clean[language] = kept;
  }
  return clean;
}
