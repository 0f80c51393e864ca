import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { RevealToggle } from './password-field.styles.js';

/** Props of `PasswordField`. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endContent'> {
  /** Whether the password shows as text (controlled). */
  isRevealed?: boolean;
  /** Called when the reveal toggle changes. */
  onRevealChange?: (isRevealed: boolean) => void;
}

/**
 * A `TextField` for passwords with a "show password" toggle button (`aria-pressed`,
 * `data-selected`). Autocomplete defaults to `current-password`.
 */
export function PasswordField({
  isRevealed,
  onRevealChange,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [ownRevealed, setOwnRevealed] = useState(false);
  const revealed = isRevealed ?? ownRevealed;
  const setRevealed = (next: boolean) => {
    setOwnRevealed(next);
    onRevealChange?.(next);
  };
  return (
    <TextField
      {...rest}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      endContent={
        <RevealToggle
          aria-label={t('password.show')}
          isSelected={revealed}
          onChange={setRevealed}
          isDisabled={rest.isDisabled}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} />
        </RevealToggle>
      }
    />
  );
}
