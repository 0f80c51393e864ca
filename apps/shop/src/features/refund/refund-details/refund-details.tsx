import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RefundInfo, ShopRefundInfo } from '@bazaar/api/contract';
import {
  BASE_CURRENCY,
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPE_OPTIONS,
  goodsRefundStatusFromWire,
  refundActionKey,
  refundStateFromWire,
  refundStateHintKey,
  refundStateKey,
  type RefundActor,
  type RefundOption,
  specValuesText,
} from '@bazaar/domain';
import {
  Button,
  CopyButton,
  CurrencyPrice,
  GoodsRefundStatusChip,
  LazyImage,
  RefundStatusChip,
} from '@bazaar/ui';
import { platformRefundActions, type PlatformRefundActions } from '../../admin/platform-refunds.js';
import {
  sellerRefundActions,
  type MerchantRefundActions,
} from '../../merchant/merchant-refunds.js';
import { buyerName, merchantChatPath } from '../../merchant/merchant-trade.js';
import { ActionBar, Panels, Rows, TitledPanel } from '../../order/panel.styles.js';
import { useMoney } from '../../wallet/use-money.js';
import { RefundLog } from '../refund-log.js';
import { buyerRefundActions } from '../refund-view.js';
import { LineBox, Thumbnails } from '../refund.styles.js';
import type { RefundActions } from '../use-refund-actions.js';
import { refundViewerRules, type RefundViewerRules } from './refund-viewer.js';
import { Detail } from '../../record/detail.js';
import { DateTime } from '../../time/index.js';

/** Props of {@link RefundDetails}: the viewer, their read of the refund and their actions. */
export type RefundDetailsProps =
  | {
      /** The buyer: their refund (`refund/getRefundInfo`) and the buyer's actions. */
      viewer: 'buyer';
      refund: RefundInfo;
      actions: RefundActions;
    }
  | {
      /** The seller: the shop's refund with its buyer (`merchant/refundInfo`) and the seller's actions. */
      viewer: 'seller';
      refund: ShopRefundInfo;
      actions: MerchantRefundActions;
    }
  | {
      /** The platform: the refund with its buyer (`adminFinance.refundInfo`) and its arbitration. */
      viewer: 'platform';
      refund: ShopRefundInfo;
      actions: PlatformRefundActions;
    };

/** The label key of a wire choice among the domain's refund options. */
function optionKey<T extends string>(options: readonly RefundOption<T>[], value: number): string {
  return options.find((option) => option.value === value)?.labelKey ?? 'refund:details.none';
}

/**
 * One refund, as its viewer may see it and act on it: its state (domain tone; what it means for
 * the buyer) with the seller's or platform's refusal, the goods (the line's refund status), the
 * request (for the seller with the buyer and a chat with them): amount, type, goods condition,
 * reason, description, order, times and evidence; the return's logistics, every step so far,
 * and the viewer's actions the domain allows in its state.
 */
export function RefundDetails(props: RefundDetailsProps) {
  const { t } = useTranslation();
  const { refund, viewer } = props;
  const rules = refundViewerRules(viewer);
  const state = refundStateFromWire(refund.state);
  const hintKey = refundStateHintKey(state, viewer);
  const buyer = props.viewer === 'buyer' ? null : props.refund.user;

  return (
    <Panels data-viewer={viewer}>
      <TitledPanel
        title={t(refundStateKey(state))}
        headingId="refund-details-state"
        actions={<RefundStatusChip state={state} variant="filled" />}
      >
        {hintKey ? <p>{t(hintKey)}</p> : null}
        {refund.refuse_reason ? (
          <Rows>
            <dt>{t('refund:details.refuse_reason')}</dt>
            <dd>{refund.refuse_reason}</dd>
          </Rows>
        ) : null}
      </TitledPanel>

      <RefundGoodsPanel refund={refund} rules={rules} />
      <RequestPanel refund={refund} rules={rules} buyer={buyer} />

      {refund.express_no ? (
        <TitledPanel title={t('refund:details.return')} headingId="refund-details-return">
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
        </TitledPanel>
      ) : null}

      <RefundLog log={refund.log} id="refund-details-log" />
      <ViewerActions {...props} />
    </Panels>
  );
}

/** The viewer's buttons: the buyer's (the main one last), the seller's or the platform's (reject outlined). */
function ViewerActions(props: RefundDetailsProps) {
  switch (props.viewer) {
    case 'buyer': {
      const { refund, actions } = props;
      const available = buyerRefundActions(refund);
      return (
        <ActionButtons
          actor="buyer"
          available={available}
          busy={actions.isBusy}
          primary={(action) => action === available[available.length - 1]}
          run={(action) => actions.run(refund, action)}
        />
      );
    }
    case 'seller': {
      const { refund, actions } = props;
      return (
        <ActionButtons
          actor="seller"
          available={sellerRefundActions(refund)}
          busy={actions.isBusy}
          primary={(action) => action !== 'reject'}
          run={(action) => actions.run(refund, action)}
        />
      );
    }
    case 'platform': {
      const { refund, actions } = props;
      return (
        <ActionButtons
          actor="platform"
          available={platformRefundActions(refund)}
          busy={actions.isBusy}
          primary={(action) => action !== 'reject'}
          run={(action) => actions.run(refund, action)}
        />
      );
    }
    default:
      return props satisfies never;
  }
}

/** A bar of one viewer's actions, each labelled by the domain's key for that actor. */
function ActionButtons<A extends string>({
  actor,
  available,
  busy,
  primary,
  run,
}: {
  actor: RefundActor;
  available: readonly A[];
  busy: boolean;
  primary: (action: A) => boolean;
  run: (action: A) => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  if (available.length === 0) return null;
  return (
    <ActionBar>
      {available.map((action) => (
        <Button
          key={action}
          variant={primary(action) ? 'primary' : 'outline'}
          isDisabled={busy}
          onPress={() => void run(action)}
        >
          {t(refundActionKey(actor, action))}
        </Button>
      ))}
    </ActionBar>
  );
}

/** The refunded line: picture, title, specification, price and its refund status (domain tone). */
function RefundGoodsPanel({ refund, rules }: { refund: RefundInfo; rules: RefundViewerRules }) {
  const { t } = useTranslation();
  const money = useMoney(rules.baseCurrency ? BASE_CURRENCY : undefined);
  return (
    <TitledPanel
      title={rules.goodsHeading === 'shop' ? refund.shopname : t('merchant:refunds.goods')}
      headingId="refund-details-goods"
    >
      <LineBox>
        <LazyImage src={refund.goods.image} alt="" ratio={1} radius="8px" />
        <div data-part="text">
          <Link to={`/goods/${refund.goods.goods_id}`}>{refund.goods.title}</Link>
          {refund.goods.difference ? (
            <span data-part="spec">{specValuesText(refund.goods.difference)}</span>
          ) : null}
          <span data-part="price">
            <CurrencyPrice amount={refund.goods.price} currency={money.currency} size="sm" />×
            {refund.goods.number}
          </span>
          <span>
            <GoodsRefundStatusChip status={goodsRefundStatusFromWire(refund.goods.refund_status)} />
          </span>
        </div>
      </LineBox>
    </TitledPanel>
  );
}

/** What was asked and why, by whom (the seller's view), for which order, when, with the evidence. */
function RequestPanel({
  refund,
  rules,
  buyer,
}: {
  refund: RefundInfo;
  rules: RefundViewerRules;
  buyer: ShopRefundInfo['user'] | null;
}) {
  const { t } = useTranslation();
  const money = useMoney(rules.baseCurrency ? BASE_CURRENCY : undefined);
  return (
    <TitledPanel title={t(rules.requestHeadingKey)} headingId="refund-details-info">
      <Rows>
        {rules.showsBuyer && buyer ? (
          <>
            <dt>{t('merchant:order_detail.buyer')}</dt>
            <dd>
              {buyerName(buyer)}
              {rules.chatsWithBuyer ? (
                <>
                  {' '}
                  <Link to={merchantChatPath(buyer.id)}>
                    {t('order:merchant_action.contact_buyer')}
                  </Link>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
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
          {rules.orderPath ? (
            <Link to={rules.orderPath(refund.order_id)}>{refund.order_no}</Link>
          ) : (
            refund.order_no
          )}
          <CopyButton
            text={refund.order_no}
            size="sm"
            variant="text"
            label={t('order:detail.copy_order_no')}
          />
        </dd>
        <dt>{t('refund:details.created_at')}</dt>
        <dd>
          <DateTime value={refund.createtime} />
        </dd>
        <dt>{t('refund:details.updated_at')}</dt>
        <dd>
          <DateTime value={refund.updatetime} />
        </dd>
        <Detail label={t('refund:details.completed_at')}>
          {refund.completetime ? <DateTime value={refund.completetime} /> : null}
        </Detail>
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
    </TitledPanel>
  );
}
