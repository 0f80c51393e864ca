import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { merchantOrder, order as orderApi } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Skeleton } from '@bazaar/ui';
import { ReadPage, parseId, type ReadPageProps } from '../../../app/index.js';
import { useMerchantOrderActions } from '../../merchant/merchant-orders.js';
import { useOrderActions } from '../use-order-actions.js';
import { OrderDetails } from './order-details.js';
import { orderViewerRules, type OrderViewer } from './order-viewer.js';

/** Props of {@link OrderDetailsScreen}. */
export interface OrderDetailsScreenProps {
  /** Whose screen it is: the buyer's `/user/order/details/{id}` or the seller's `/mt/order/details/{id}`. */
  viewer: OrderViewer;
}

/** The order named by the address's `id`, read as its viewer reads it, in its page. */
export function OrderDetailsScreen({ viewer }: OrderDetailsScreenProps) {
  switch (viewer) {
    case 'buyer':
      return <BuyerOrderDetails />;
    case 'seller':
      return <SellerOrderDetails />;
    default:
      return viewer satisfies never;
  }
}

function BuyerOrderDetails() {
  const id = parseId(useParams().id);
  const info = useEndpoint(orderApi.getOrderInfo, id ? { id } : null);
  const actions = useOrderActions();
  return (
    <OrderPage viewer="buyer" id={id} read={info} overlays={actions.overlays}>
      {() => info.data && <OrderDetails viewer="buyer" order={info.data} actions={actions} />}
    </OrderPage>
  );
}

function SellerOrderDetails() {
  const id = parseId(useParams().id);
  const info = useEndpoint(merchantOrder.orderInfo, id ? { id } : null);
  const actions = useMerchantOrderActions();
  return (
    <OrderPage viewer="seller" id={id} read={info} overlays={actions.overlays}>
      {() => info.data && <OrderDetails viewer="seller" order={info.data} actions={actions} />}
    </OrderPage>
  );
}

/** The page around an order's details: loading, failed (with Retry and the way back), ready. */
function OrderPage({
  viewer,
  ...props
}: { viewer: OrderViewer } & Pick<ReadPageProps, 'id' | 'read' | 'overlays' | 'children'>) {
  const { t } = useTranslation();
  const rules = orderViewerRules(viewer);
  return (
    <ReadPage
      {...props}
      title={t(rules.titleKey)}
      skeleton={
        <>
          <Skeleton height="120px" />
          <Skeleton height="72px" />
          <Skeleton height="160px" />
          <Skeleton height="200px" />
        </>
      }
      failedMessage={t(props.id ? rules.loadFailedKey : rules.noOrderKey)}
      back={<Link to={rules.listPath}>{t(rules.listLabelKey)}</Link>}
    />
  );
}
