import { useTranslation } from 'react-i18next';
import { merchantRefund, type ShopRefund } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  REFUND_TABS,
  refundActionKey,
  refundStateFromWire,
  refundTypeFromWire,
  specValuesText,
} from '@bazaar/domain';
import { RefundCard, RefundTabs } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import {
  sellerRefundActions,
  useMerchantRefundActions,
  type SellerRefundAction,
} from '../../features/merchant/merchant-refunds.js';
import {
  TradeTabs,
  buyerName,
  merchantRefundPath,
} from '../../features/merchant/merchant-trade.js';
import { useMoney } from '../../features/wallet/use-money.js';
import { PagedList } from '../../features/paged-list/index.js';

const TABS: readonly number[] = REFUND_TABS.map((tab) => tab.value);

/**
 * `/mt/refund`: trade management, on its refund management tab. The shop's refunds by the refund
 * tabs (all, then states 0, 1, 6, 2, 3, 4, 5 in `?state=`), newest first, each with its buyer and
 * the seller's actions the domain allows in its state: agree, reject with a reason, confirm the
 * returned goods.
 */
export function MerchantRefundsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useFilterParam('state', TABS, -1);
  const money = useMoney();
  const actions = useMerchantRefundActions();
  const list = usePagedEndpoint(merchantRefund.refunds, { state: tab });

  const card = (item: ShopRefund) => {
    const available = sellerRefundActions(item);
    return (
      <RefundCard
        shopName={t('merchant:refunds.buyer', { name: buyerName(item.user) })}
        state={refundStateFromWire(item.state)}
        goods={{
          title: item.goods.title,
          image: item.goods.image,
          spec: item.goods.difference ? specValuesText(item.goods.difference) : undefined,
        }}
        type={refundTypeFromWire(item.type)}
        amount={item.money}
        currency={money.currency}
        href={merchantRefundPath(item.id)}
        refusalReason={item.refuse_reason || undefined}
        actions={available.map((action) => ({
          id: action,
          label: t(refundActionKey('seller', action)),
          isPrimary: action !== 'reject',
        }))}
        onAction={(id) => void actions.run(item, id as SellerRefundAction)}
      />
    );
  };

  return (
    <Page title={t('merchant:trade.refunds')}>
      <TradeTabs current="refund">
        <RefundTabs selectedValue={tab} onSelectionChange={setTab}>
          <PagedList
            list={list}
            aria-label={t('merchant:trade.refunds')}
            failedMessage={t('merchant:refunds.load_failed')}
            skeletonHeight="160px"
            renderItem={card}
          />
        </RefundTabs>
      </TradeTabs>
      {actions.overlays}
    </Page>
  );
}
