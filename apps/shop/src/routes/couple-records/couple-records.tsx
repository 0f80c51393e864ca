import { useTranslation } from 'react-i18next';
import { couple } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { COUPLE_STATES, coupleStateKey, isMerchant, type CoupleState } from '@bazaar/domain';
import { Tabs } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import { CoupleNeedsShop, InvitationCard, useCoupleActions } from '../../features/couple/index.js';
import { useSession } from '../../state/index.js';
import { PagedList } from '../../features/paged-list/index.js';

type Filter = 'all' | CoupleState;

const FILTERS: readonly Filter[] = ['all', ...COUPLE_STATES];

/** Every invitation of the shop, newest first, filtered by state, each with its moves. */
function Records() {
  const { t } = useTranslation();
  const [filter, setFilter] = useFilterParam('state', FILTERS, 'all');
  const actions = useCoupleActions();
  const list = usePagedEndpoint(couple.lists, filter === 'all' ? {} : { state: filter });
  return (
    <Tabs
      aria-label={t('merchant:couple.records.filter')}
      items={[
        { value: 'all', label: t('common:tabs.all') },
        ...COUPLE_STATES.map((state) => ({ value: state, label: t(coupleStateKey(state)) })),
      ]}
      selectedValue={filter}
      onSelectionChange={setFilter}
    >
      <PagedList
        list={list}
        aria-label={t('merchant:couple.records.title')}
        renderItem={(item) => (
          <InvitationCard
            invitation={item}
            isBusy={actions.pending === item.id}
            onMove={(invitation, move) => void actions.run(invitation, move)}
          />
        )}
      />
    </Tabs>
  );
}

/** `/user/couple/records`: the couple-shop invitation records (merchants only). */
export function CoupleRecordsScreen() {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  return (
    <Page title={t('merchant:couple.records.title')}>
      {isMerchant(userinfo) ? <Records /> : <CoupleNeedsShop />}
    </Page>
  );
}
