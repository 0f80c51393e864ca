import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { merchantRefund, type ShopRefundInfo } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  REFUND_REASON_OPTIONS,
  goodsConditionFromWire,
  refundActionKey,
  refundReasonFromWire,
  refundStateFromWire,
  refundStateKey,
  refundTypeFromWire,
} from '@bazaar/domain';
import {
  Button,
  CurrencyPrice,
  LazyImage,
  RefundStatusChip,
  Skeleton,
  SkeletonGroup,
  StateView,
} from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import {
  sellerRefundActions,
  useMerchantRefundActions,
  type MerchantRefundActions,
} from '../../features/merchant/merchant-refunds.js';
import { Thumbnails } from '../../features/merchant/merchant-trade.styles.js';
import {
  buyerName,
  merchantChatPath,
  merchantOrderPath,
} from '../../features/merchant/merchant-trade.js';
import { specText } from '../../features/order/order-view.js';
import { RefundLog } from '../../features/refund/refund-log.js';
import { ActionBar, GoodsList, Panel, Panels, Rows } from '../../features/order/panel.styles.js';
import { useDateTime } from '../../features/order/use-date-time.js';
import { useMoney } from '../../features/wallet/use-money.js';

/**
 * `/mt/refund_details/{id}`: one of the shop's refunds (`merchant/refundInfo`): its state (and
 * the reason it was rejected), the goods, who asked (with a way to chat with them), what for and why, the return's
 * logistics, every step so far, and the seller's actions the domain allows now, each confirmed
 * first (a rejection needs a reason).
 */
export function MerchantRefundDetailsScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const info = useEndpoint(merchantRefund.refundInfo, id ? { id } : null);
  const actions = useMerchantRefundActions();

  let body;
  if (!id || (info.error && !info.data)) {
    body = (
      <StateView
        state="failed"
        failedMessage={t('merchant:refunds.detail_failed')}
        onRetry={id ? () => void info.mutate() : undefined}
        failedAction={<Link to="/mt/refund">{t('merchant:trade.refunds')}</Link>}
      />
    );
  } else if (!info.data) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="96px" />
        <Skeleton height="240px" />
        <Skeleton height="160px" />
      </SkeletonGroup>
    );
  } else {
    body = <RefundDetails refund={info.data} actions={actions} />;
  }

  return (
    <Page title={t('merchant:refunds.detail_title')}>
      {body}
      {actions.overlays}
    </Page>
  );
}

function RefundDetails({
  refund,
  actions,
}: {
  refund: ShopRefundInfo;
  actions: MerchantRefundActions;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const state = refundStateFromWire(refund.state);
  const type = refundTypeFromWire(refund.type);
  const reasonKey = REFUND_REASON_OPTIONS.find(
    (option) => option.name === refundReasonFromWire(refund.reason),
  )?.labelKey;
  const available = sellerRefundActions(refund);

  return (
    <Panels>
      <Panel aria-labelledby="mt-refund-status">
        <div data-part="heading">
          <h2 id="mt-refund-status">{t(refundStateKey(state))}</h2>
          <RefundStatusChip state={state} />
        </div>
        {refund.refuse_reason ? (
          <p>{t('merchant:refunds.refused_because', { reason: refund.refuse_reason })}</p>
        ) : null}
      </Panel>

      <Panel aria-labelledby="mt-refund-goods">
        <h2 id="mt-refund-goods">{t('merchant:refunds.goods')}</h2>
        <GoodsList aria-label={t('merchant:refunds.goods')}>
          <li>
            <LazyImage src={refund.goods.image} alt="" ratio={1} radius="8px" />
            <div data-part="text">
              <Link to={`/goods/${refund.goods.goods_id}`}>{refund.goods.title}</Link>
              {refund.goods.difference ? (
                <span data-part="spec">{specText(refund.goods.difference)}</span>
              ) : null}
            </div>
            <div data-part="end">
              <CurrencyPrice amount={refund.goods.price} currency={money.currency} size="sm" />
              <span>×{refund.goods.number}</span>
            </div>
          </li>
        </GoodsList>
      </Panel>

      <Panel aria-labelledby="mt-refund-request">
        <h2 id="mt-refund-request">{t('merchant:refunds.request')}</h2>
        <Rows>
          <dt>{t('merchant:order_detail.buyer')}</dt>
          <dd>
            {buyerName(refund.user)}{' '}
            <Link to={merchantChatPath(refund.user.id)}>
              {t('order:merchant_action.contact_buyer')}
            </Link>
          </dd>
          <dt>{t('order:detail.order_no')}</dt>
          <dd>
            <Link to={merchantOrderPath(refund.order.id)}>{refund.order.order_no}</Link>
          </dd>
          <dt>{t('merchant:refunds.type')}</dt>
          <dd>{t(`refund:type.${type}`)}</dd>
          <dt>{t('merchant:refunds.reason')}</dt>
          <dd>{reasonKey ? t(reasonKey) : '—'}</dd>
          <dt>{t('merchant:refunds.condition')}</dt>
          <dd>{t(`refund:goods_condition.${goodsConditionFromWire(refund.expressType)}`)}</dd>
          <dt>{t('merchant:refunds.amount')}</dt>
          <dd data-emphasis>{money.format(refund.money)}</dd>
          <dt>{t('merchant:refunds.description')}</dt>
          <dd>{refund.refund_content || t('order:detail.none')}</dd>
          <dt>{t('merchant:refunds.applied_at')}</dt>
          <dd>{dateTime(refund.createtime)}</dd>
          {refund.express_no ? (
            <>
              <dt>{t('merchant:refunds.return_express')}</dt>
              <dd>
                {refund.express_name} {refund.express_no}
              </dd>
            </>
          ) : null}
        </Rows>
        {refund.images.length > 0 ? (
          <Thumbnails aria-label={t('merchant:refunds.evidence')}>
            {refund.images.map((src, index) => (
              <li key={src}>
                <LazyImage
                  src={src}
                  alt={t('merchant:refunds.evidence_image', {
                    index: index + 1,
                    total: refund.images.length,
                  })}
                  ratio={1}
                  radius="8px"
                />
              </li>
            ))}
          </Thumbnails>
        ) : null}
      </Panel>

      <RefundLog log={refund.log} id="mt-refund-log" />

      {available.length > 0 ? (
        <ActionBar>
          {available.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'primary'}
              isDisabled={actions.isBusy}
              onPress={() => void actions.run(refund, action)}
            >
              {t(refundActionKey('seller', action))}
            </Button>
          ))}
        </ActionBar>
      ) : null}
    </Panels>
  );
}
