import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '@bazaar/ui';
import { CentredMessage } from './shell.styles.js';

/**
 * Shown when a screen cannot be loaded or throws (a chunk that failed to download after a
 * deploy, a bug): a message and a retry that reloads the page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <CentredMessage role="alert">
      <h1>{t('shop:error.title')}</h1>
      <p>{t('shop:error.message')}</p>
      <Button onPress={() => window.location.reload()}>{t('common:action.retry')}</Button>
    </CentredMessage>
  );
}
