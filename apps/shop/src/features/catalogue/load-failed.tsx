import { useTranslation } from 'react-i18next';
import { Button } from '@bazaar/ui';
import { CentredMessage } from '../../app/layout/shell.styles.js';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, already translated. @default t('shop:error.message') */
  message?: string;
  /** Loads again. */
  onRetry(): void;
}

/** A list or page that could not be loaded: the reason as an alert, and a retry button. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <CentredMessage role="alert">
      <p>{message ?? t('shop:error.message')}</p>
      <Button variant="outline" onPress={onRetry}>
        {t('common:action.retry')}
      </Button>
    </CentredMessage>
  );
}
