import { useTranslation } from 'react-i18next';
import { Tabs } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import { useVouchers } from '../../features/user/index.js';
import { VoucherCard } from './sections/voucher-card.js';
import { VoucherStrip } from '../../features/vouchers/voucher-strip.js';
import { PagedList } from '../../features/paged-list/index.js';

/** The voucher tabs: the `coupon/getMyList` states 0 unused, 1 used, 2 expired. */
const VOUCHER_TABS = [
  { value: 0, labelKey: 'user:voucher.tab.unused' },
  { value: 1, labelKey: 'user:voucher.tab.used' },
  { value: 2, labelKey: 'user:voucher.tab.expired' },
] as const;

type VoucherState = (typeof VOUCHER_TABS)[number]['value'];

const STATES: readonly VoucherState[] = VOUCHER_TABS.map((tab) => tab.value);

/**
 * `/user/voucher?state=`: the user's vouchers in three tabs, unused (soonest-ending first), used
 * and expired, "no coupons" for an empty tab, paged to "no more data".
 */
export function VoucherScreen() {
  const { t } = useTranslation();
  const [state, setState] = useFilterParam('state', STATES, 0);
  const list = useVouchers(state);

  return (
    <Page title={t('user:centre.vouchers')}>
      <VoucherStrip title={t('user:voucher.claim_title')} />
      <Tabs
        aria-label={t('user:voucher.tabs')}
        justify="fill"
        items={VOUCHER_TABS.map((tab) => ({ value: tab.value, label: t(tab.labelKey) }))}
        selectedValue={state}
        onSelectionChange={setState}
      >
        <PagedList
          list={list}
          aria-label={t('user:centre.vouchers')}
          emptyKind="no_coupons"
          skeletonHeight="96px"
          renderItem={(voucher) => <VoucherCard voucher={voucher} />}
        />
      </Tabs>
    </Page>
  );
}
