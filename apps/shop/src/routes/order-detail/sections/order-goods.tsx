import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { goodsRefundStatusFromWire } from '@bazaar/domain';
import { CurrencyPrice, GoodsRefundStatusChip, LazyImage } from '@bazaar/ui';
import {
  GoodsList,
  Panel,
  refundApplyPath,
  refundableLines,
  specText,
  type OrderLike,
} from '../../../features/order/index.js';
import { useMoney } from '../../../features/wallet/index.js';

/**
 * The goods of an order, each with its refund status chip (domain tone) and what the buyer can
 * do about a refund of it: ask for one (domain `canApplyRefund`), or open the one it has.
 */
export function OrderGoods({ order, shopName }: { order: OrderLike; shopName: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refundable = new Set(refundableLines(order).map((line) => line.id));
  return (
    <Panel aria-labelledby="order-detail-goods">
      <h2 id="order-detail-goods">{shopName}</h2>
      <GoodsList aria-label={t('order:detail.goods')}>
        {order.goods.map((line) => (
          <li key={line.id}>
            <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
            <div data-part="text">
              <Link to={`/goods/${line.goods_id}`}>{line.title}</Link>
              {line.difference ? <span data-part="spec">{specText(line.difference)}</span> : null}
              {line.refund_status > 0 ? (
                <GoodsRefundStatusChip status={goodsRefundStatusFromWire(line.refund_status)} />
              ) : null}
            </div>
            <div data-part="end">
              <CurrencyPrice amount={line.price} currency={money.currency} size="sm" />
              <span>×{line.number}</span>
              {refundable.has(line.id) ? (
                <Link
                  to={refundApplyPath(order.id, line.id)}
                  aria-label={t('order:detail.refund_line', { title: line.title })}
                >
                  {t('order:action.refund')}
                </Link>
              ) : line.refund_id ? (
                <Link
                  to={`/user/refund/details/${line.refund_id}`}
                  aria-label={t('order:detail.refund_of', { title: line.title })}
                >
                  {t('order:detail.refund_details')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </GoodsList>
    </Panel>
  );
}
