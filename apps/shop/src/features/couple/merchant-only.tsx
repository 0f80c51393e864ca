import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@bazaar/ui';

/**
 * What a user without a shop sees on the couple-shop pages: couple shops bind two shops, so a
 * shop comes first (the merchant application).
 */
export function CoupleNeedsShop() {
  const { t } = useTranslation();
  return (
    <EmptyState
      message={t('merchant:couple.needs_shop')}
      action={<Link to="/user/apply">{t('merchant:couple.apply')}</Link>}
    />
  );
}
