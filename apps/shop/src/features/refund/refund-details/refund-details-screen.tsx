import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminFinance, merchantRefund, refund as refundApi } from '@bazaar/api/contract';
import { Skeleton } from '@bazaar/ui';
import { ReadPage, type ReadPageProps } from '../../../app/index.js';
import { AdminPage } from '../../admin/admin-page.js';
import { MoneyNote } from '../../admin/money.js';
import { usePlatformRefundActions } from '../../admin/platform-refunds.js';
import { useMerchantRefundActions } from '../../merchant/merchant-refunds.js';
import { useAddressedRecord } from '../../record/use-addressed-record.js';
import { useRefundActions } from '../use-refund-actions.js';
import { RefundDetails } from './refund-details.js';
import { refundViewerRules, type RefundViewer } from './refund-viewer.js';

/** Props of {@link RefundDetailsScreen}. */
export interface RefundDetailsScreenProps {
  /**
   * Whose screen it is: the buyer's `/user/refund/details/{id}`, the seller's
   * `/mt/refund_details/{id}` or the platform's `/admin/refunds/{id}`.
   */
  viewer: RefundViewer;
}

/** The refund named by the address's `id`, read as its viewer reads it, in its page. */
export function RefundDetailsScreen({ viewer }: RefundDetailsScreenProps) {
  switch (viewer) {
    case 'buyer':
      return <BuyerRefundDetails />;
    case 'seller':
      return <SellerRefundDetails />;
    case 'platform':
      return <PlatformRefundDetails />;
    default:
      return viewer satisfies never;
  }
}

function BuyerRefundDetails() {
  const refund = useAddressedRecord(refundApi.getRefundInfo);
  const actions = useRefundActions();
  return (
    <RefundPage viewer="buyer" {...refund} overlays={actions.overlays}>
      {(info) => <RefundDetails viewer="buyer" refund={info} actions={actions} />}
    </RefundPage>
  );
}

function SellerRefundDetails() {
  const refund = useAddressedRecord(merchantRefund.refundInfo);
  const actions = useMerchantRefundActions();
  return (
    <RefundPage viewer="seller" {...refund} overlays={actions.overlays}>
      {(info) => <RefundDetails viewer="seller" refund={info} actions={actions} />}
    </RefundPage>
  );
}

function PlatformRefundDetails() {
  const refund = useAddressedRecord(adminFinance.refundInfo);
  const actions = usePlatformRefundActions();
  return (
    <RefundPage viewer="platform" {...refund} overlays={actions.overlays}>
      {(info) => (
        <>
          <MoneyNote />
          <RefundDetails viewer="platform" refund={info} actions={actions} />
        </>
      )}
    </RefundPage>
  );
}

/** The page around a refund's details: loading, failed (with Retry and the way back), ready. */
function RefundPage<T>({
  viewer,
  ...props
}: { viewer: RefundViewer } & Pick<ReadPageProps<T>, 'id' | 'read' | 'overlays' | 'children'>) {
  const { t } = useTranslation();
  const rules = refundViewerRules(viewer);
  return (
    <ReadPage
      {...props}
      title={t('refund:details.title')}
      skeleton={
        <>
          <Skeleton height="96px" />
          <Skeleton height="96px" />
          <Skeleton height="200px" />
          <Skeleton height="160px" />
        </>
      }
      failedMessage={t('refund:details.load_failed')}
      back={<Link to={rules.listPath}>{t(rules.listLabelKey)}</Link>}
      frame={viewer === 'platform' ? AdminPage : undefined}
    />
  );
}
