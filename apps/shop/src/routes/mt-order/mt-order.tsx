import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { merchantOrder } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  merchantActionKey,
  merchantOrderActions,
  orderStateFromWire,
  parseOrderTab,
} from '@bazaar/domain';
import { OrderCard, OrderTabs, useLayout } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { ExportButton } from '../../features/merchant/merchant-export.js';
import {
  useMerchantOrderActions,
  type MerchantOrderItem,
} from '../../features/merchant/merchant-orders.js';
import { TradeTabs, buyerName, merchantOrderPath } from '../../features/merchant/merchant-trade.js';
import { orderLines } from '../../features/order/order-view.js';
import { useMoney } from '../../features/wallet/use-money.js';
import { OrderNotice } from './sections/order-notice.js';
import { PagedList } from '../../features/paged-list/index.js';

/**
 * `/mt/order`: trade management, on its commodity orders tab. The shop's orders of one state
 * (`merchant/orders?state=`, the order tabs in `?state=`), each with its buyer, the delivery
 * countdown or overdue label of an order to ship, and the merchant's actions of its state
 * (domain `merchantOrderActions`): ship (the wholesale cost shown first) and contact the buyer.
 */
export function MerchantOrdersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseOrderTab(params.get('state'));
  const money = useMoney();
  const layout = useLayout();
  const actions = useMerchantOrderActions();
  const list = usePagedEndpoint(merchantOrder.orders, { state: tab });

  const card = (item: MerchantOrderItem) => {
    const available = merchantOrderActions(orderStateFromWire(item.state));
    return (
      <OrderCard
        shopName={t('merchant:orders.buyer', { name: buyerName(item.buyer) })}
        state={orderStateFromWire(item.state)}
        lines={orderLines(item.goods)}
        total={item.pay.total}
        currency={money.currency}
        href={merchantOrderPath(item.id)}
        notice={<OrderNotice order={item} />}
        actions={available.map((action) => ({
          id: action,
          label: t(merchantActionKey(action)),
          isPrimary: action === 'ship',
        }))}
        onAction={(id) => actions.run(item, id as (typeof available)[number])}
      />
    );
  };

  return (
    <Page
      title={t('merchant:trade.title')}
      actions={
        <>
          <Link to="/mt/order_profit">{t('merchant:profit.title')}</Link>
          {/* The phone's nav bar has no room beside the link (the title would be cut): there the
              orders are exported from the finance page, whose export offers every kind. */}
          {layout === 'desktop' ? <ExportButton kind="orders" /> : null}
        </>
      }
    >
      <TradeTabs current="order">
        <OrderTabs
          selectedValue={tab}
          onSelectionChange={(value) =>
            setParams(value === 0 ? {} : { state: String(value) }, { replace: true })
          }
        >
          <PagedList
            list={list}
            aria-label={t('merchant:trade.orders')}
            failedMessage={t('merchant:orders.load_failed')}
            emptyKind="no_orders"
            skeletonHeight="200px"
            renderItem={card}
          />
        </OrderTabs>
      </TradeTabs>
      {actions.overlays}
    </Page>
  );
}
