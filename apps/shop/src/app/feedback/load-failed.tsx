import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@bazaar/ui';
import { CentredMessage } from '../layout/shell.styles.js';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, already translated. @default t('shop:error.message') */
  message?: string;
  /** Loads again; without it there is no retry (an address without an id). */
  onRetry?: () => void;
  /** A way elsewhere (back to the list). */
  children?: ReactNode;
}

/**
 * What a screen or list shows when its data could not be loaded (shopper, merchant and operator
 * screens alike): why, as an alert, a retry, and optionally a way elsewhere.
 */
export function LoadFailed({ message, onRetry, children }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <CentredMessage role="alert">
      <p>{message ?? t('shop:error.message')}</p>
      {onRetry ? (
        <Button variant="outline" onPress={onRetry}>
          {t('common:action.retry')}
        </Button>
      ) : null}
      {children}
    </CentredMessage>
  );
}
