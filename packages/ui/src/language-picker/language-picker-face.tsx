import type { LanguageCode } from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import { Icon } from '../icon/icon.js';
import { TriggerFace } from '../select/trigger.styles.js';
import { LANGUAGE_NAMES } from './language-names.js';

/** Props of `LanguagePickerFace`. */
export interface LanguagePickerFaceProps {
  /** The current language. */
  value: LanguageCode;
}

/**
 * The compact `LanguagePicker`'s button as it looks, without its code: what a header shows (on the
 * server too) until the picker itself has loaded, so nothing moves when it arrives. Hidden from
 * screen readers: it cannot be used yet. Marked `data-stand-in`: the picker replaces it.
 */
export function LanguagePickerFace({ value }: LanguagePickerFaceProps) {
  return (
    <TriggerFace aria-hidden="true" data-stand-in="language-picker">
      <span data-part="value">
        <span lang={localeOf(value)}>{LANGUAGE_NAMES[value]}</span>
      </span>
      <Icon name="down" />
    </TriggerFace>
  );
}
