import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@bazaar/domain';
import type { LanguageTab } from '@bazaar/ui';
import { useState } from 'react';

/** Stored translations of one entity: per language, its fields. */
export type StoredTranslations = Partial<Record<string, Partial<Record<string, unknown>>>>;

/** A language other than the base (English): the keys of the contract's `i18n`. */
export type TranslationLanguage = Exclude<LanguageCode, 'en'>;

/** The translated text fields of a form (see {@link useTranslatedFields}). */
export interface TranslatedFields<F extends string> {
  /** The language whose texts the form shows. */
  readonly language: LanguageCode;
  /** Shows another language's texts. */
  readonly setLanguage: (language: LanguageCode) => void;
  /** A field's text in the shown language. */
  readonly value: (field: F) => string;
  /** Changes a field's text in the shown language. */
  readonly setValue: (field: F, value: string) => void;
  /** A field's English (base) text, trimmed. */
  readonly base: (field: F) => string;
  /** Every language's texts as typed (English too). */
  readonly texts: Readonly<Record<LanguageCode, Readonly<Record<F, string>>>>;
  /** The other languages' texts as the contract's `i18n` (an empty text clears the stored one). */
  readonly translations: Partial<Record<TranslationLanguage, Record<F, string>>>;
  /**
   * The languages for `LanguageTabs`, English first, with which are filled (any of the fields has
   * text, or `isFilled` says so for what the form keeps outside these fields).
   */
  readonly tabs: LanguageTab[];
}

/**
 * Some texts of a form in the 13 languages: English (the base; `required` marks its tab) from
 * `base`, the others from the entity's stored `i18n`. The form shows one language at a time under
 * `LanguageTabs`. `isFilled` adds other content of a language to its tab's filled mark.
 */
export function useTranslatedFields<F extends string>(
  base: Readonly<Record<F, string>>,
  stored: StoredTranslations | undefined,
  options: { required?: boolean; isFilled?: (language: LanguageCode) => boolean } = {},
): TranslatedFields<F> {
  const fields = Object.keys(base) as F[];
  const [texts, setTexts] = useState<Record<LanguageCode, Record<F, string>>>(
    () =>
      Object.fromEntries(
        LANGUAGE_CODES.map((code) => [
          code,
          code === DEFAULT_LANGUAGE
            ? { ...base }
            : Object.fromEntries(
                fields.map((field) => {
                  const text = stored?.[code]?.[field];
                  return [field, typeof text === 'string' ? text : ''];
                }),
              ),
        ]),
      ) as Record<LanguageCode, Record<F, string>>,
  );
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const hasText = (code: LanguageCode) => fields.some((field) => texts[code][field].trim() !== '');
  return {
    language,
    setLanguage,
    value: (field) => texts[language][field],
    setValue: (field, value) =>
      setTexts((previous) => ({
        ...previous,
        [language]: { ...previous[language], [field]: value },
      })),
    base: (field) => texts[DEFAULT_LANGUAGE][field].trim(),
    texts,
    translations: Object.fromEntries(
      LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => [
        code,
        Object.fromEntries(fields.map((field) => [field, texts[code][field].trim()])),
      ]),
    ),
    tabs: LANGUAGE_CODES.map((code) => ({
      code,
      isFilled: hasText(code) || (options.isFilled?.(code) ?? false),
      isRequired: (options.required ?? false) && code === DEFAULT_LANGUAGE,
    })),
  };
}
