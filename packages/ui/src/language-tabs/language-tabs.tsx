import type { LanguageCode } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { localeOf } from '@bazaar/i18n';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../language-picker/language-names.js';
import { Item, List, Root } from '../tabs/tabs.styles.js';
import { FieldsPanel, Hidden, Mark, Required } from './language-tabs.styles.js';

/** One language of a form. */
export interface LanguageTab {
  /** The language. */
  code: LanguageCode;
  /** True when the form has text in this language. */
  isFilled: boolean;
  /** The language must be filled (the base language). @default false */
  isRequired?: boolean;
}

/** Props of `LanguageTabs`. */
export interface LanguageTabsProps {
  /** The languages, in order (the required base language first). */
  languages: readonly LanguageTab[];
  /** The selected language (controlled). */
  selectedLanguage?: LanguageCode;
  /** The first selected language (uncontrolled). @default the first language */
  defaultSelectedLanguage?: LanguageCode;
  /** Called with the newly selected language. */
  onSelectionChange?: (code: LanguageCode) => void;
  /** Names the tab list for screen readers, already translated. */
  'aria-label': string;
  /** The fields of the selected language, rendered in the tab panel. */
  children?: ReactNode;
}

/**
 * A tab per language over a form's texts in that language: each tab shows the language's own name,
 * a filled dot when the form has text in it (a ring when not) and an asterisk when it is required;
 * screen readers hear the same as words. The tab list scrolls sideways on a phone. The caller
 * renders the selected language's fields as children.
 */
export function LanguageTabs({
  languages,
  selectedLanguage,
  defaultSelectedLanguage,
  onSelectionChange,
  'aria-label': ariaLabel,
  children,
}: LanguageTabsProps) {
  const { t } = useTranslation('ui');
  return (
    <Root
      selectedKey={selectedLanguage}
      defaultSelectedKey={defaultSelectedLanguage ?? languages[0]?.code}
      onSelectionChange={(key) => {
        const found = languages.find((language) => language.code === key);
        if (found) onSelectionChange?.(found.code);
      }}
    >
      <List aria-label={ariaLabel} data-variant="line" data-justify="start">
        {languages.map((item) => (
          <Item key={item.code} id={item.code} data-state={item.isFilled ? 'filled' : 'empty'}>
            <span lang={localeOf(item.code)}>{LANGUAGE_NAMES[item.code]}</span>
            {item.isRequired ? <Required aria-hidden="true">*</Required> : null}
            <Mark aria-hidden="true" data-state={item.isFilled ? 'filled' : 'empty'} />
            <Hidden>
              {[
                item.isRequired ? t('language_tabs.required') : null,
                t(item.isFilled ? 'language_tabs.filled' : 'language_tabs.empty'),
              ]
                .filter(Boolean)
                .join(', ')}
            </Hidden>
          </Item>
        ))}
      </List>
      {languages.map((language) => (
        <FieldsPanel key={language.code} id={language.code}>
          {children}
        </FieldsPanel>
      ))}
    </Root>
  );
}
