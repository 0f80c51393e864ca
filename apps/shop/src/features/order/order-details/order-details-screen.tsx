import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchantOrder, order as orderApi } from '@bazaar/api/contract';
import { Skeleton } from '@bazaar/ui';
import { ReadPage, type ReadPageProps } from '../../../app/index.js';
import { useAddressedRecord } from '../../record/use-addressed-record.js';
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
  const order = useAddressedRecord(orderApi.getOrderInfo);
  const actions = useOrderActions();
  return (
    <OrderPage viewer="buyer" {...order} overlays={actions.overlays}>
      {(info) => <OrderDetails viewer="buyer" order={info} actions={actions} />}
    </OrderPage>
  );
}

function SellerOrderDetails() {
  const order = useAddressedRecord(merchantOrder.orderInfo);
  const actions = useMerchantOrderActions();
  return (
    <OrderPage viewer="seller" {...order} overlays={actions.overlays}>
      {(info) => <OrderDetails viewer="seller" order={info} actions={actions} />}
    </OrderPage>
  );
}

/** The page around an order's details: loading, failed (with Retry and the way back), ready. */
function OrderPage<T>({
  viewer,
  ...props
}: { viewer: OrderViewer } & Pick<ReadPageProps<T>, 'id' | 'read' | 'overlays' | 'children'>) {
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
