import { useMemo } from 'react';
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import { useTranslation } from 'react-i18next';
import { Picker } from '../picker/picker.js';
import { LANGUAGE_NAMES } from './language-names.js';

/** Props of `LanguagePicker`. */
export interface LanguagePickerProps {
  /** The current language. */
  value: LanguageCode;
  /** Called with the chosen language (the app calls `changeLanguage`, which stores it). */
  onChange: (language: LanguageCode) => void;
  /** The label. @default t('ui:language.label') */
  label?: string;
  /**
   * Keep the label for screen readers only: the compact picker of a header, where a visible
   * label would stand above the button. @default false
   */
  hideLabel?: boolean;
  /** Focus it and open its sheet once drawn (loaded on the first press of its face). @default false */
  openOnMount?: boolean;
}

/**
 * Chooses one of the 13 interface languages, each written in itself and marked with its `lang`
 * so screen readers pronounce it right.
 */
export function LanguagePicker({
  value,
  onChange,
  label,
  hideLabel = false,
  openOnMount = false,
}: LanguagePickerProps) {
  const { t } = useTranslation('ui');
  const options = useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({
        id: code,
        label: LANGUAGE_NAMES[code],
        lang: localeOf(code),
      })),
    [],
  );
  return (
    <Picker
      label={label ?? t('language.label')}
      hideLabel={hideLabel}
      openOnMount={openOnMount}
      options={options}
      selectedKey={value}
      onSelectionChange={(id) => {
        if (isLanguageCode(id)) onChange(id);
      }}
    />
  );
}
