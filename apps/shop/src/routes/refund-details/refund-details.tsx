import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { refund as refundApi, type RefundInfo } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPE_OPTIONS,
  goodsRefundStatusFromWire,
  refundActionKey,
  refundStateFromWire,
  refundStateKey,
  type RefundOption,
} from '@bazaar/domain';
import {
  Button,
  CopyButton,
  CurrencyPrice,
  GoodsRefundStatusChip,
  LazyImage,
  RefundStatusChip,
  Skeleton,
  SkeletonGroup,
} from '@bazaar/ui';
import { CentredMessage, Page, parseId } from '../../app/index.js';
import {
  ActionBar,
  Panel,
  Panels,
  Rows,
  specText,
  useDateTime,
} from '../../features/order/index.js';
import {
  LineBox,
  RefundLog,
  Thumbnails,
  buyerRefundActions,
  refundListPath,
  useRefundActions,
  type RefundActions,
} from '../../features/refund/index.js';
import { useMoney } from '../../features/wallet/index.js';

/** The label key of a wire choice among the domain's refund options. */
function optionKey<T extends string>(options: readonly RefundOption<T>[], value: number): string {
  return options.find((option) => option.value === value)?.labelKey ?? 'refund:details.none';
}

/**
 * `/user/refund/details/{id}`: one refund with its goods (the line's refund status, domain tone),
 * amount, type, goods condition, reason, description and evidence, its state (domain tone) with
 * the seller's or platform's refusal, the return's logistics, the log of every step, and the
 * buyer's actions the domain allows in its state: modify, close, ship the return, ask the
 * platform to intervene.
 */
export function RefundDetailsScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const info = useEndpoint(refundApi.getRefundInfo, id ? { id } : null);
  const actions = useRefundActions();

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
        <Skeleton height="96px" />
        <Skeleton height="200px" />
        <Skeleton height="160px" />
      </SkeletonGroup>
    );
  } else {
    body = <RefundDetail refund={info.data} actions={actions} />;
  }

  return (
    <Page title={t('refund:details.title')}>
      {body}
      {actions.overlays}
    </Page>
  );
}

function RefundDetail({ refund, actions }: { refund: RefundInfo; actions: RefundActions }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const state = refundStateFromWire(refund.state);
  const available = buyerRefundActions(refund);

  return (
    <Panels>
      <Panel aria-labelledby="refund-details-state">
        <div data-part="heading">
          <h2 id="refund-details-state">{t(refundStateKey(state))}</h2>
          <RefundStatusChip state={state} variant="filled" />
        </div>
        <p>{t(`refund:details.hint.${state}`)}</p>
        {refund.refuse_reason ? (
          <Rows>
            <dt>{t('refund:details.refuse_reason')}</dt>
            <dd>{refund.refuse_reason}</dd>
          </Rows>
        ) : null}
      </Panel>

      <Panel aria-labelledby="refund-details-goods">
        <h2 id="refund-details-goods">{refund.shopname}</h2>
        <LineBox>
          <LazyImage src={refund.goods.image} alt="" ratio={1} radius="8px" />
          <div data-part="text">
            <Link to={`/goods/${refund.goods.goods_id}`}>{refund.goods.title}</Link>
            {refund.goods.difference ? (
              <span data-part="spec">{specText(refund.goods.difference)}</span>
            ) : null}
            <span data-part="price">
              <CurrencyPrice amount={refund.goods.price} currency={money.currency} size="sm" />×
              {refund.goods.number}
            </span>
            <span>
              <GoodsRefundStatusChip
                status={goodsRefundStatusFromWire(refund.goods.refund_status)}
              />
            </span>
          </div>
        </LineBox>
      </Panel>

      <Panel aria-labelledby="refund-details-info">
        <h2 id="refund-details-info">{t('refund:details.info')}</h2>
        <Rows>
          <dt>{t('refund:details.amount')}</dt>
          <dd data-emphasis>{money.format(refund.money)}</dd>
          <dt>{t('refund:details.type')}</dt>
          <dd>{t(optionKey(REFUND_TYPE_OPTIONS, refund.type))}</dd>
          <dt>{t('refund:details.goods_condition')}</dt>
          <dd>{t(optionKey(GOODS_CONDITION_OPTIONS, refund.expressType))}</dd>
          <dt>{t('refund:details.reason')}</dt>
          <dd>{t(optionKey(REFUND_REASON_OPTIONS, refund.reason))}</dd>
          <dt>{t('refund:details.content')}</dt>
          <dd>{refund.refund_content || t('refund:details.none')}</dd>
          <dt>{t('refund:details.order_no')}</dt>
          <dd>
            <Link to={`/user/order/details/${refund.order_id}`}>{refund.order_no}</Link>
            <CopyButton
              text={refund.order_no}
              size="sm"
              variant="text"
              label={t('order:detail.copy_order_no')}
            />
          </dd>
          <dt>{t('refund:details.created_at')}</dt>
          <dd>{dateTime(refund.createtime)}</dd>
          <dt>{t('refund:details.updated_at')}</dt>
          <dd>{dateTime(refund.updatetime)}</dd>
          {refund.completetime ? (
            <>
              <dt>{t('refund:details.completed_at')}</dt>
              <dd>{dateTime(refund.completetime)}</dd>
            </>
          ) : null}
        </Rows>
        {refund.images.length > 0 ? (
          <Thumbnails aria-label={t('refund:details.images')}>
            {refund.images.map((src, index) => (
              <li key={src}>
                <LazyImage
                  src={src}
                  alt={t('refund:details.picture', { index: index + 1 })}
                  ratio={1}
                  radius="8px"
                />
              </li>
            ))}
          </Thumbnails>
        ) : null}
      </Panel>

      {refund.express_no ? (
        <Panel aria-labelledby="refund-details-return">
          <h2 id="refund-details-return">{t('refund:details.return')}</h2>
          <Rows>
            <dt>{t('refund:details.express_name')}</dt>
            <dd>{refund.express_name}</dd>
            <dt>{t('refund:details.express_no')}</dt>
            <dd>
              {refund.express_no}
              <CopyButton
                text={refund.express_no}
                size="sm"
                variant="text"
                label={t('order:detail.copy_express_no')}
              />
            </dd>
          </Rows>
        </Panel>
      ) : null}

      <RefundLog log={refund.log} id="refund-details-log" />

      {available.length > 0 ? (
        <ActionBar>
          {available.map((action, index) => (
            <Button
              key={action}
              variant={index === available.length - 1 ? 'primary' : 'outline'}
              isDisabled={actions.isBusy}
              onPress={() => void actions.run(refund, action)}
            >
              {t(refundActionKey('buyer', action))}
            </Button>
          ))}
        </ActionBar>
      ) : null}
    </Panels>
  );
}
