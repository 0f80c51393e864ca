import { useTranslation } from 'react-i18next';
import { CopyButton } from '@bazaar/ui';
import { Panel, Rows } from './panel.styles.js';
import { Detail } from '../record/detail.js';
import { DateTime } from '../time/index.js';

/** The fields of an order the information panel shows (buyer's and merchant's orders have them). */
export interface OrderInfoFields {
  readonly order_no: string;
  readonly createtime: number;
  readonly paymenttime?: number | null;
  readonly taketime?: number | null;
  readonly canceltime?: number | null;
  readonly updatetime: number;
  readonly remarks?: string | null;
}

/** Props of {@link OrderInfoPanel}. */
export interface OrderInfoPanelProps {
  order: OrderInfoFields;
  /** The id of the panel's heading (unique on the page). */
  headingId: string;
}

/**
 * An order's information: its number (with a copy button), when it was placed, paid, received or
 * closed and last changed, and the buyer's remarks. The buyer's and the merchant's order details
 * show the same panel.
 */
export function OrderInfoPanel({ order, headingId }: OrderInfoPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('order:detail.info')}</h2>
      <Rows>
        <dt>{t('order:detail.order_no')}</dt>
        <dd>
          {order.order_no}
          <CopyButton
            text={order.order_no}
            size="sm"
            variant="text"
            label={t('order:detail.copy_order_no')}
          />
        </dd>
        <dt>{t('order:detail.created_at')}</dt>
        <dd>
          <DateTime value={order.createtime} />
        </dd>
        <Detail label={t('order:detail.paid_at')}>
          {order.paymenttime ? <DateTime value={order.paymenttime} /> : null}
        </Detail>
        <Detail label={t('order:detail.received_at')}>
          {order.taketime ? <DateTime value={order.taketime} /> : null}
        </Detail>
        <Detail label={t('order:detail.closed_at')}>
          {order.canceltime ? <DateTime value={order.canceltime} /> : null}
        </Detail>
        <dt>{t('order:detail.updated_at')}</dt>
        <dd>
          <DateTime value={order.updatetime} />
        </dd>
        <dt>{t('order:detail.remarks')}</dt>
        <dd>{order.remarks || t('order:detail.none')}</dd>
      </Rows>
    </Panel>
  );
}
