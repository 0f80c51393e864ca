import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { order as orderApi } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  buyerActionKey,
  orderStateFromWire,
  parseOrderTab,
  type BuyerOrderAction,
  type OrderTab,
} from '@bazaar/domain';
import { OrderCard, OrderTabs } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { orderActions, orderLines, useOrderActions } from '../../features/order/index.js';
import { LineRefundLinks } from '../../features/refund/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { useSession } from '../../state/index.js';
import { PagedList } from '../../features/paged-list/index.js';

/** The path of an order tab (`/user/order` for all). */
function orderTabPath(tab: OrderTab['value']): string {
  return tab === 0 ? '/user/order' : `/user/order/${tab}`;
}

/**
 * `/user/order/{state?}`: the buyer's orders of one tab (domain `ORDER_TABS`), each with the
 * buyer actions of its state and their confirmations and links to its lines' refunds, paged to
 * "no more data".
 */
export function OrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const tab = parseOrderTab(params.state);
  const { statistics } = useSession();
  const money = useMoney();
  const actions = useOrderActions();
  const list = usePagedEndpoint(orderApi.getOrderList, { state: tab });
  // The user centre's counts of orders waiting in each state, shown only when there are some.
  const counts = statistics
    ? Object.fromEntries(
        (
          [
            [1, statistics.order.pay],
            [2, statistics.order.delive],
            [3, statistics.order.receiving],
            [4, statistics.order.evaluate],
            [5, statistics.order.customer],
          ] as const
        ).filter(([, count]) => count > 0),
      )
    : undefined;

  return (
    <Page title={t('order:list.title')}>
      <OrderTabs
        selectedValue={tab}
        counts={counts}
        onSelectionChange={(value) => void navigate(orderTabPath(value), { replace: true })}
      >
        <PagedList
          list={list}
          aria-label={t('order:list.title')}
          failedMessage={t('order:list.load_failed')}
          emptyKind="no_orders"
          skeletonHeight="180px"
          renderItem={(item) => {
            const available = orderActions(item);
            return (
              <OrderCard
                shopName={item.shop.shopname}
                state={orderStateFromWire(item.state)}
                lines={orderLines(item.goods)}
                total={item.pay.total}
                currency={money.currency}
                href={`/user/order/details/${item.id}`}
                notice={<LineRefundLinks lines={item.goods} />}
                actions={available.map((action, index) => ({
                  id: action,
                  label: t(buyerActionKey(action)),
                  isPrimary: index === available.length - 1,
                }))}
                onAction={(id) => void actions.run(item, id as BuyerOrderAction)}
              />
            );
          }}
        />
      </OrderTabs>
      {actions.overlays}
    </Page>
  );
}
