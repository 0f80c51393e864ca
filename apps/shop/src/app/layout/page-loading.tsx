import { useTranslation } from 'react-i18next';
import { CentredMessage } from './shell.styles.js';

/** Shown while the first screen's code and data load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <CentredMessage role="status" aria-live="polite">
      {t('common:status.loading')}
    </CentredMessage>
  );
}
