import { useId } from 'react';
import type { LanguageCode } from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import { Icon } from '../icon/icon.js';
import { HiddenFaceLabel, TriggerFace } from '../select/trigger.styles.js';
import { LANGUAGE_NAMES } from './language-names.js';

/** Props of `LanguagePickerFace`. */
export interface LanguagePickerFaceProps {
  /** The current language. */
  value: LanguageCode;
  /**
   * The picker's label, already translated. Given, the face is a button named like the picker's
   * own ("Language English") that loads the picker on first use: `onWarm` when a pointer comes
   * over it or it takes the focus (the code starts loading), `onPress` when it is pressed (the
   * picker takes its place, opened). Without it the face is only a look, hidden from screen
   * readers.
   */
  label?: string;
  /** A pointer over the face or the focus on it: the picker may be wanted soon. */
  onWarm?: () => void;
  /** The face was pressed (mouse, touch, Enter or Space): open the picker. */
  onPress?: () => void;
}

/**
 * The compact `LanguagePicker`'s button as it looks, without its code: what a header shows (on the
 * server too) until the picker itself is wanted, so nothing moves when it arrives. Marked
 * `data-stand-in`: the picker replaces it.
 */
export function LanguagePickerFace({ value, label, onWarm, onPress }: LanguagePickerFaceProps) {
  const id = useId();
  const content = (
    <>
      <span data-part="value" id={`${id}-value`}>
        <span lang={localeOf(value)}>{LANGUAGE_NAMES[value]}</span>
      </span>
      <Icon name="down" />
    </>
  );
  if (label === undefined) {
    return (
      <TriggerFace aria-hidden="true" data-stand-in="language-picker">
        {content}
      </TriggerFace>
    );
  }
  return (
    <TriggerFace
      as="button"
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-labelledby={`${id}-label ${id}-value`}
      data-stand-in="language-picker"
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onClick={onPress}
    >
      <HiddenFaceLabel id={`${id}-label`}>{label}</HiddenFaceLabel>
      {content}
    </TriggerFace>
  );
}
