import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { goodsRefundStatusFromWire } from '@bazaar/domain';
import { CurrencyPrice, GoodsRefundStatusChip, LazyImage } from '@bazaar/ui';
import type { MerchantOrderInfo } from '../../../features/merchant/merchant-orders.js';
import { merchantRefundPath } from '../../../features/merchant/merchant-trade.js';
import { specText } from '../../../features/order/order-view.js';
import { GoodsList, Panel } from '../../../features/order/panel.styles.js';
import { useMoney } from '../../../features/wallet/use-money.js';

/** The goods of a shop's order, each with its refund status and a link to its refund. */
export function MerchantOrderGoods({ order }: { order: Pick<MerchantOrderInfo, 'goods'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Panel aria-labelledby="mt-order-goods">
      <h2 id="mt-order-goods">{t('order:detail.goods')}</h2>
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
              {line.refund_id ? (
                <Link
                  to={merchantRefundPath(line.refund_id)}
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
