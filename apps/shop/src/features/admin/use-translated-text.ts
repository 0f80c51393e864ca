import type { LanguageCode } from '@bazaar/domain';
import type { LanguageTab } from '@bazaar/ui';
import {
  useTranslatedFields,
  type StoredTranslations,
  type TranslationLanguage,
} from '../forms/index.js';

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
  readonly translations: Partial<Record<TranslationLanguage, Record<string, string>>>;
  /** The languages for `LanguageTabs`: English first, which are filled. */
  readonly tabs: LanguageTab[];
}

/**
 * One text of a form in the 13 languages: English (the base, `isRequired` when the form needs
 * it) and the others from the entity's stored `i18n` `field`. The form shows one language at a
 * time under `LanguageTabs`. One field of {@link useTranslatedFields}.
 */
export function useTranslatedText(
  base: string,
  stored: StoredTranslations | undefined,
  field: string,
  isRequired = false,
): TranslatedText {
  const texts = useTranslatedFields({ [field]: base }, stored, { required: isRequired });
  return {
    language: texts.language,
    setLanguage: texts.setLanguage,
    value: texts.value(field),
    setValue: (value) => texts.setValue(field, value),
    base: texts.base(field),
    translations: texts.translations,
    tabs: texts.tabs,
  };
}
