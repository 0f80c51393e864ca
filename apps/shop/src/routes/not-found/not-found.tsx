import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CentredMessage, Page } from '../../app/index.js';

/** Shown for a path that matches no route (and for routes whose screen is not built yet). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('shop:not_found.title')}>
      <CentredMessage>
        <p>{t('shop:not_found.message')}</p>
        <Link to="/">{t('shop:not_found.home')}</Link>
      </CentredMessage>
    </Page>
  );
}
