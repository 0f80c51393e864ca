import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@bazaar/ui';
import { Page } from '../../app/index.js';

/** Shown for a path that matches no route (and for routes whose screen is not built yet). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('shop:not_found.title')}>
      <EmptyState
        message={t('shop:not_found.message')}
        action={<Link to="/">{t('shop:not_found.home')}</Link>}
      />
    </Page>
  );
}
