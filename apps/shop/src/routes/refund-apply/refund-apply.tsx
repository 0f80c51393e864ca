import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { order as orderApi, refund as refundApi, type OrderInfo } from '@bazaar/api/contract';
import { useEndpoint, useRevalidate } from '@bazaar/api/swr';
import { Button, Skeleton, SkeletonGroup } from '@bazaar/ui';
import {
  CentredMessage,
  Page,
  parseId,
  useConfirm,
  useNotify,
  useServices,
} from '../../app/index.js';
import { refundableLines } from '../../features/order/index.js';
import {
  REFUND_READS,
  RefundRequestForm,
  refundCapOf,
  refundDetailsPath,
  type RefundRequestValues,
} from '../../features/refund/index.js';

/**
 * `/user/refund/apply/{order id}?goods={order line id}`: the refund form for a line of an order.
 * The order's "request a refund" of a line names it in `goods`; without it (the order's own
 * "request refund"), the lines the domain lets the buyer refund now (`canApplyRefund`) are offered
 * as a choice. After the spec's confirmation ("refund this order") the request is sent
 * (`refund/addApply`) and its details open.
 */
export function RefundApplyScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const info = useEndpoint(orderApi.getOrderInfo, id ? { id } : null, {
    revalidateOnFocus: false,
  });

  let body;
  if (!id || (info.error && !info.data)) {
    body = (
      <CentredMessage role="alert">
        <p>{t('order:detail.load_failed')}</p>
        {id ? (
          <Button variant="outline" onPress={() => void info.mutate()}>
            {t('common:action.retry')}
          </Button>
        ) : null}
        <Link to="/user/order">{t('order:list.title')}</Link>
      </CentredMessage>
    );
  } else if (!info.data) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="96px" />
        <Skeleton height="320px" />
      </SkeletonGroup>
    );
  } else {
    body = <ApplyForm order={info.data} lineId={parseId(params.get('goods'))} />;
  }
  return <Page title={t('refund:apply.title')}>{body}</Page>;
}

function ApplyForm({ order, lineId }: { order: OrderInfo; lineId: number | null }) {
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
      <CentredMessage>
        <p>{t('refund:apply.nothing_refundable')}</p>
        <Link to={`/user/order/details/${order.id}`}>{t('refund:apply.back_to_order')}</Link>
      </CentredMessage>
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
      const created = await client.call(refundApi.addApply, {
        order_id: order.id,
        goods_id: values.line.goods_id,
        order_goods_id: values.line.id,
        money: values.money,
        type: values.type,
        reason: values.reason,
        expressType: values.expressType,
        images: values.images,
        refund_content: values.refund_content,
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
