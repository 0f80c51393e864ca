import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@bazaar/ui';
import { Page } from '../../app/layout/page.js';

/**
 * The page of a goods or shop that does not exist or is not open (an unknown or bad id), and of a
 * path that matches no route.
 */
export function CatalogueNotFound() {
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
