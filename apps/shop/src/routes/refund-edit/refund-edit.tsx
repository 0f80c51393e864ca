import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { refund as refundApi, type RefundInfo } from '@bazaar/api/contract';
import { useEndpoint, useRevalidate } from '@bazaar/api/swr';
import { Button, Skeleton, SkeletonGroup } from '@bazaar/ui';
import { CentredMessage, Page, parseId, useNotify, useServices } from '../../app/index.js';
import {
  REFUND_READS,
  RefundRequestForm,
  buyerRefundActions,
  refundDetailsPath,
  refundListPath,
  type RefundRequestValues,
} from '../../features/refund/index.js';

/**
 * `/user/refund/edit/{refund id}`: the refund form filled with the request, for a refund the
 * domain lets the buyer modify (in process or rejected by the seller, `refundActions`); saved by
 * `refund/editRefund` (back to in process), then its details open.
 */
export function RefundEditScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const info = useEndpoint(refundApi.getRefundInfo, id ? { id } : null, {
    revalidateOnFocus: false,
  });

  let body;
  if (!id || (info.error && !info.data)) {
    body = (
      <CentredMessage role="alert">
        <p>{t('refund:details.load_failed')}</p>
        {id ? (
          <Button variant="outline" onPress={() => void info.mutate()}>
            {t('common:action.retry')}
          </Button>
        ) : null}
        <Link to={refundListPath()}>{t('refund:list.title')}</Link>
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
    body = <EditForm refund={info.data} />;
  }
  return <Page title={t('refund:apply.edit_title')}>{body}</Page>;
}

function EditForm({ refund }: { refund: RefundInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useServices();
  const revalidate = useRevalidate();

  if (!buyerRefundActions(refund).includes('edit')) {
    return (
      <CentredMessage>
        <p>{t('refund:apply.not_editable')}</p>
        <Link to={refundDetailsPath(refund.id)}>{t('refund:details.title')}</Link>
      </CentredMessage>
    );
  }

  const submit = async (values: RefundRequestValues) => {
    try {
      await client.call(refundApi.editRefund, {
        id: refund.id,
        money: values.money,
        type: values.type,
        reason: values.reason,
        expressType: values.expressType,
        images: values.images,
        refund_content: values.refund_content,
      });
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
