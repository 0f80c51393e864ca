import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refund as refundApi } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  REFUND_TABS,
  refundActionKey,
  refundStateFromWire,
  refundTypeFromWire,
  specValuesText,
} from '@bazaar/domain';
import { RefundCard, RefundTabs } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import {
  buyerRefundActions,
  refundDetailsPath,
  refundListPath,
  useRefundActions,
  type BuyerRefundAction,
} from '../../features/refund/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { PagedList } from '../../features/paged-list/index.js';

/** The tab of `?state=`: one of the domain's refund tabs, else all (-1). */
function tabOf(value: string | null): number {
  const state = value === null || value === '' ? -1 : Number(value);
  return REFUND_TABS.some((tab) => tab.value === state) ? state : -1;
}

/**
 * `/user/refund/list?state=`: the buyer's refunds of one tab (domain `REFUND_TABS`: all, then
 * states 0, 1, 6, 2, 3, 4, 5), newest first, each with its state, goods, type, amount, the
 * seller's refusal and the buyer's actions of its state; paged to "no more data".
 */
export function RefundListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('state'));
  const money = useMoney();
  const actions = useRefundActions();
  const list = usePagedEndpoint(refundApi.refundList, { state: tab });

  return (
    <Page title={t('refund:list.title')}>
      <RefundTabs
        selectedValue={tab}
        onSelectionChange={(value) => void navigate(refundListPath(value), { replace: true })}
      >
        <PagedList
          list={list}
          aria-label={t('refund:list.title')}
          failedMessage={t('refund:list.load_failed')}
          emptyKind="no_data"
          skeletonHeight="180px"
          renderItem={(item) => {
            const available = buyerRefundActions(item);
            return (
              <RefundCard
                shopName={item.shopname}
                state={refundStateFromWire(item.state)}
                goods={{
                  title: item.goods.title,
                  image: item.goods.image,
                  spec: specValuesText(item.goods.difference),
                }}
                type={refundTypeFromWire(item.type)}
                amount={item.money}
                currency={money.currency}
                href={refundDetailsPath(item.id)}
                refusalReason={item.refuse_reason || undefined}
                actions={available.map((action, index) => ({
                  id: action,
                  label: t(refundActionKey('buyer', action)),
                  isPrimary: index === available.length - 1,
                }))}
                onAction={(id) => void actions.run(item, id as BuyerRefundAction)}
              />
            );
          }}
        />
      </RefundTabs>
      {actions.overlays}
    </Page>
  );
}
