import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  order as orderApi,
  refund as refundApi,
  type OrderInfo,
  type RefundInfo,
} from '@bazaar/api/contract';
import { useRevalidate } from '@bazaar/api/swr';
import { EmptyState, Skeleton } from '@bazaar/ui';
import { ReadPage, parseId, useConfirm, useNotify, useServices } from '../../app/index.js';
import { refundableLines } from '../order/order-view.js';
import { useAddressedRecord } from '../record/use-addressed-record.js';
import { RefundRequestForm, type RefundRequestValues } from './refund-request-form.js';
import {
  buyerRefundActions,
  refundCapOf,
  refundDetailsPath,
  refundListPath,
} from './refund-view.js';
import { REFUND_READS } from './use-refund-actions.js';

/** Props of {@link RefundRequestScreen}. */
export interface RefundRequestScreenProps {
  /**
   * `new`: `/user/refund/apply/{order id}?goods={order line id}`, a request for a line of an
   * order; `edit`: `/user/refund/edit/{refund id}`, the buyer's request filled in to modify.
   */
  intent: 'new' | 'edit';
}

/**
 * The buyer's refund request, new or modified: one form (`RefundRequestForm`) over what the
 * address names, loading, failed (with Retry and the way back) or ready, in one page.
 */
export function RefundRequestScreen({ intent }: RefundRequestScreenProps) {
  switch (intent) {
    case 'new':
      return <NewRequest />;
    case 'edit':
      return <EditRequest />;
    default:
      return intent satisfies never;
  }
}

/**
 * A new request. The order's "request a refund" of a line names it in `goods`; without it (the
 * order's own "request refund"), the lines the domain lets the buyer refund now
 * (`canApplyRefund`) are offered as a choice. After the spec's confirmation ("refund this order")
 * the request is sent (`refund/addApply`) and its details open.
 */
function NewRequest() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = useAddressedRecord(orderApi.getOrderInfo, { revalidateOnFocus: false });
  return (
    <ReadPage
      skeleton={FORM_SKELETON}
      title={t('refund:apply.title')}
      {...order}
      failedMessage={t('order:detail.load_failed')}
      back={<Link to="/user/order">{t('order:list.title')}</Link>}
    >
      {(info) => <NewRequestForm order={info} lineId={parseId(params.get('goods'))} />}
    </ReadPage>
  );
}

/**
 * A request modified: for a refund the domain lets the buyer modify (in process or rejected by
 * the seller, `refundActions`); saved by `refund/editRefund` (back to in process), then its
 * details open.
 */
function EditRequest() {
  const { t } = useTranslation();
  const refund = useAddressedRecord(refundApi.getRefundInfo, { revalidateOnFocus: false });
  return (
    <ReadPage
      skeleton={FORM_SKELETON}
      title={t('refund:apply.edit_title')}
      {...refund}
      failedMessage={t('refund:details.load_failed')}
      back={<Link to={refundListPath()}>{t('refund:list.title')}</Link>}
    >
      {(info) => <EditRequestForm refund={info} />}
    </ReadPage>
  );
}

/** The two-shape skeleton of the refund form while what it fills from loads. */
const FORM_SKELETON = (
  <>
    <Skeleton height="96px" />
    <Skeleton height="320px" />
  </>
);

function NewRequestForm({ order, lineId }: { order: OrderInfo; lineId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const { client } = useServices();
  const revalidate = useRevalidate();
  // Before the order ships a refund is of the whole line (the domain's refund rule).
  const lines = refundableLines(order).map((line) => ({
    ...line,
    cap: refundCapOf(order, line),
    wholeLine: order.delivertime === null,
  }));

  if (lines.length === 0) {
    return (
      <EmptyState
        message={t('refund:apply.nothing_refundable')}
        action={
          <Link to={`/user/order/details/${order.id}`}>{t('refund:apply.back_to_order')}</Link>
        }
      />
    );
  }

  const submit = async (values: RefundRequestValues) => {
    const asked = await confirm({
      message: t('common:confirm.refund_order'),
      confirmLabel: t('common:confirm.do_refund'),
      cancelLabel: t('common:confirm.go_back'),
    });
    if (!asked) return;
    try {
      const { line, ...fields } = values;
      const created = await client.call(refundApi.addApply, {
        order_id: order.id,
        goods_id: line.goods_id,
        order_goods_id: line.id,
        ...fields,
      });
      notify.success('refund:apply.submitted');
      // Leave first: read again here, the order would show its line refunding under the form.
      await navigate(refundDetailsPath(created.id), { replace: true });
      void revalidate(REFUND_READS);
    } catch {
      // The API client has shown the refusal.
    }
  };

  return (
    <RefundRequestForm
      lines={lines}
      initialLineId={lineId}
      submitLabel={t('refund:apply.submit')}
      onSubmit={submit}
    />
  );
}

function EditRequestForm({ refund }: { refund: RefundInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useServices();
  const revalidate = useRevalidate();

  if (!buyerRefundActions(refund).includes('edit')) {
    return (
      <EmptyState
        message={t('refund:apply.not_editable')}
        action={<Link to={refundDetailsPath(refund.id)}>{t('refund:details.title')}</Link>}
      />
    );
  }

  const submit = async (values: RefundRequestValues) => {
    try {
      // The line of a refund is fixed: an edit sends the rest of the form.
      const { line: _line, ...fields } = values;
      await client.call(refundApi.editRefund, { id: refund.id, ...fields });
      notify.success('common:success.modified');
      await navigate(refundDetailsPath(refund.id), { replace: true });
      void revalidate(REFUND_READS);
    } catch {
      // The API client has shown the refusal.
    }
  };

  return (
    <RefundRequestForm
      lines={[{ ...refund.goods, cap: refund.max_money, wholeLine: refund.whole_line }]}
      initialLineId={refund.goods.id}
      initial={refund}
      submitLabel={t('common:action.save')}
      onSubmit={submit}
    />
  );
}
