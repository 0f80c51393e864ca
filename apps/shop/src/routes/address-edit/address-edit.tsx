import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page, parseId, redirectTarget } from '../../app/index.js';
import { useAddresses } from '../../features/address/index.js';
import { AddressForm } from './sections/address-form.js';

const LIST_PATH = '/user/address/list';

/**
 * `/user/address/edit/:id?`: adds an address, or edits one of the user's. After saving it goes to
 * the page in `?redirect=`, else back to the page it was opened from (the address list, the order
 * confirmation), else to the address list.
 */
export function AddressEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, key } = useLocation();
  const param = useParams().id;
  const id = parseId(param);
  const list = useAddresses();
  const onSaved = () => {
    const target = redirectTarget(search, '');
    if (target) void navigate(target, { replace: true });
    // The first page of a visit has no page of ours to go back to.
    else if (key === 'default') void navigate(LIST_PATH, { replace: true });
    else void navigate(-1);
  };

  if (param === undefined) {
    return (
      <Page title={t('user:address.add')}>
        <AddressForm
          saved={null}
          isFirst={!list.isLoading && !list.error && list.total === 0}
          onSaved={onSaved}
        />
      </Page>
    );
  }
  const saved = list.items.find((item) => item.id === id);
  const title = t('user:address.edit');
  if (saved) {
    return (
      <Page title={title}>
        <AddressForm saved={saved} isFirst={false} onSaved={onSaved} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      {list.error ? (
        <StateView state="failed" onRetry={() => void list.refresh()} />
      ) : list.isLoading ? (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="6rem" />
        </SkeletonGroup>
      ) : (
        <EmptyState
          message={t('user:address.not_found')}
          action={<Link to={LIST_PATH}>{t('user:tools.addresses')}</Link>}
        />
      )}
    </Page>
  );
}
