import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@bazaar/ui';
import type { OrderGoodsItem } from '../order/index.js';
import { RefundLinkList } from './refund.styles.js';
import { refundDetailsPath } from './refund-view.js';

/**
 * Links to the refund of each goods line that has one (`refund_id`), for an order card whose
 * lines show their refund status; nothing when no line has a refund.
 */
export function LineRefundLinks({
  lines,
}: {
  lines: readonly Pick<OrderGoodsItem, 'id' | 'title' | 'refund_id'>[];
}) {
  const { t } = useTranslation();
  const refunded = lines.filter((line) => line.refund_id);
  if (refunded.length === 0) return null;
  return (
    <RefundLinkList>
      {refunded.map((line) => (
        <li key={line.id}>
          <Link to={refundDetailsPath(line.refund_id ?? 0)}>
            {t('order:detail.refund_of', { title: line.title })}
            <Icon name="forward" />
          </Link>
        </li>
      ))}
    </RefundLinkList>
  );
}
