import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@bazaar/ui';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** Loads again. */
  onRetry: () => void;
}

/** What a screen or list shows when its data could not be loaded: the message and a retry. */
export function LoadError({ onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        message={t('shop:error.message')}
        action={<Button onPress={onRetry}>{t('common:action.retry')}</Button>}
      />
    </div>
  );
}
