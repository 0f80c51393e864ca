import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { admin } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { StateView } from '@bazaar/ui';
import { parseId } from '../../app/index.js';
import {
  AdminPage,
  ListLoading,
  MoneyNote,
  leafCategoryOptions,
} from '../../features/admin/index.js';
import { MarketForm } from './sections/market-form.js';

/**
 * `/admin/market/edit/{id?}`: the form of a wholesale market goods: a new one without `id`, else
 * the goods read from the server (`admin.marketInfo`). The categories come with it (goods are
 * filed under a second-level one).
 */
export function AdminMarketEditScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? null : parseId(params.id);
  const invalidId = params.id !== undefined && id === null;
  const goods = useEndpoint(admin.marketInfo, id === null ? null : { id });
  const tree = useEndpoint(admin.categories, undefined);
  const title = t(
    params.id === undefined ? 'admin:market_edit.add_title' : 'admin:market_edit.edit_title',
  );

  let content;
  if (invalidId || goods.error?.status === 404) {
    content = <StateView state="failed" failedMessage={t('admin:market_edit.not_found')} />;
  } else if ((id !== null && goods.error) || tree.error) {
    content = (
      <StateView
        state="failed"
        failedMessage={t('admin:market_edit.load_failed')}
        onRetry={() => {
          void goods.mutate();
          void tree.mutate();
        }}
      />
    );
  } else if ((id !== null && !goods.data) || !tree.data) {
    content = <ListLoading rows={2} />;
  } else {
    content = (
      <MarketForm
        key={goods.data?.id ?? 'new'}
        goods={goods.data ?? null}
        categories={leafCategoryOptions(tree.data.list)}
      />
    );
  }

  return (
    <AdminPage title={title}>
      <MoneyNote />
      {content}
    </AdminPage>
  );
}
