import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, Skeleton, SkeletonGroup } from '@bazaar/ui';
import { Page, parseId, redirectTarget } from '../../app/index.js';
import { useAddresses } from '../../features/address/index.js';
import { LoadError } from '../../features/user/sections/index.js';
import { AddressForm } from './sections/address-form.js';

const LIST_PATH = '/user/address/list';

/**
 * `/user/address/edit/:id?`: adds an address, or edits one of the user's. After saving it goes to
 * the page in `?redirect=` (the order confirmation), else to the address list.
 */
export function AddressEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const param = useParams().id;
  const id = parseId(param);
  const list = useAddresses();
  const onSaved = () => void navigate(redirectTarget(search, LIST_PATH), { replace: true });

  if (param === undefined) {
    return (
      <Page title={t('user:address.add')}>
        <AddressForm saved={null} onSaved={onSaved} />
      </Page>
    );
  }
  const saved = list.items.find((item) => item.id === id);
  const title = t('user:address.edit');
  if (saved) {
    return (
      <Page title={title}>
        <AddressForm saved={saved} onSaved={onSaved} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      {list.error ? (
        <LoadError onRetry={() => void list.refresh()} />
      ) : list.isLoading ? (
        <SkeletonGroup>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="6rem" />
        </SkeletonGroup>
      ) : (
        <EmptyState
          message={t('shop:not_found.message')}
          action={<Link to={LIST_PATH}>{t('user:tools.addresses')}</Link>}
        />
      )}
    </Page>
  );
}
