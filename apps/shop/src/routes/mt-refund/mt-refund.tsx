import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { merchantRefund, type ShopRefund } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  REFUND_TABS,
  refundActionKey,
  refundStateFromWire,
  refundTypeFromWire,
} from '@bazaar/domain';
import { RefundCard, RefundTabs } from '@bazaar/ui';
import { Page } from '../../app/index.js';
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
import { specText } from '../../features/order/order-view.js';
import { useMoney } from '../../features/wallet/use-money.js';
import { PagedList } from '../../features/paged-list/index.js';

/** The refund tab of `?state=`: one of the domain's refund tabs, else all (-1). */
export function parseRefundTab(value: string | null): number {
  const state = Number(value ?? -1);
  return REFUND_TABS.find((tab) => tab.value === state)?.value ?? -1;
}

/**
 * `/mt/refund`: trade management, on its refund management tab. The shop's refunds by the refund
 * tabs (all, then states 0, 1, 6, 2, 3, 4, 5 in `?state=`), newest first, each with its buyer and
 * the seller's actions the domain allows in its state: agree, reject with a reason, confirm the
 * returned goods.
 */
export function MerchantRefundsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseRefundTab(params.get('state'));
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
          spec: item.goods.difference ? specText(item.goods.difference) : undefined,
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
        <RefundTabs
          selectedValue={tab}
          onSelectionChange={(value) =>
            setParams(value === -1 ? {} : { state: String(value) }, { replace: true })
          }
        >
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
