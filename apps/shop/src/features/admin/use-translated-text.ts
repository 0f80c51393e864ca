import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@bazaar/domain';
import type { LanguageTab } from '@bazaar/ui';
import { useState } from 'react';

/** Stored translations of one entity: per language, its fields. */
type StoredTranslations = Partial<Record<string, Partial<Record<string, string>>>>;

/** A translated text field of a form (see {@link useTranslatedText}). */
export interface TranslatedText {
  /** The language whose text the form shows. */
  readonly language: LanguageCode;
  /** Shows another language's text. */
  readonly setLanguage: (language: LanguageCode) => void;
  /** The text in the shown language. */
  readonly value: string;
  /** Changes the text in the shown language. */
  readonly setValue: (value: string) => void;
  /** The English (base) text, trimmed. */
  readonly base: string;
  /** The other languages' texts as the contract's `i18n` (an empty text clears the stored one). */
  readonly translations: Partial<Record<Exclude<LanguageCode, 'en'>, Record<string, string>>>;
  /** The languages for `LanguageTabs`: English first, which are filled. */
  readonly tabs: LanguageTab[];
}

/**
 * One text of a form in the 13 languages: English (the base, `isRequired` when the form needs
 * it) and the others from the entity's stored `i18n` `field`. The form shows one language at a
 * time under `LanguageTabs`.
 */
export function useTranslatedText(
  base: string,
  stored: StoredTranslations | undefined,
  field: string,
  isRequired = false,
): TranslatedText {
  const [texts, setTexts] = useState<Record<LanguageCode, string>>(
    () =>
      Object.fromEntries(
        LANGUAGE_CODES.map((code) => [
          code,
          code === DEFAULT_LANGUAGE ? base : (stored?.[code]?.[field] ?? ''),
        ]),
      ) as Record<LanguageCode, string>,
  );
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  return {
    language,
    setLanguage,
    value: texts[language],
    setValue: (value) => setTexts((previous) => ({ ...previous, [language]: value })),
    base: texts[DEFAULT_LANGUAGE].trim(),
    translations: Object.fromEntries(
      LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => [
        code,
        { [field]: texts[code].trim() },
      ]),
    ),
    tabs: LANGUAGE_CODES.map((code) => ({
      code,
      isFilled: texts[code].trim() !== '',
      isRequired: isRequired && code === DEFAULT_LANGUAGE,
    })),
  };
}
