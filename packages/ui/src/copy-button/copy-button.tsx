import { useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../button/button.js';
import { Live } from './copy-button.styles.js';

/** Props of `CopyButton`. */
export interface CopyButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'isDisabled'> {
  /** The text to copy (an order number, an account). */
  text: string;
  /** The button's label. @default t('ui:copy.copy') */
  label?: string;
  /** Called after a successful copy. */
  onCopy?: () => void;
  /** Called when the clipboard refuses (permissions, insecure page). */
  onError?: (error: unknown) => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says so for 1500 ms (the domain's `COPY_FEEDBACK_MS`): the
 * label turns to "Copied" and a polite live region announces it. `data-state` is `idle`,
 * `copied` or `failed`.
 */
export function CopyButton({
  text,
  label,
  onCopy,
  onError,
  variant = 'outline',
  size = 'sm',
  isDisabled,
}: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopy?.();
    } catch (error) {
      setState('failed');
      onError?.(error);
    }
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  };

  const message =
    state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : '';
  return (
    <>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        icon={state === 'copied' ? 'check' : 'copy'}
        onPress={copy}
        data-state={state}
      >
        {state === 'idle' ? (label ?? t('copy.copy')) : message}
      </Button>
      <Live role="status">{message}</Live>
    </>
  );
}
