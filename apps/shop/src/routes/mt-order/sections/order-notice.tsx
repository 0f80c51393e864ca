import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { unixSecondsToMs } from '@bazaar/domain';
import { DeliveryCountdown, vars } from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import type { MerchantOrderItem } from '../../../features/merchant/merchant-orders.js';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The line above an order card's actions: its number and, while it waits for shipment, the
 * delivery countdown to its shipping deadline (the overdue label once passed).
 */
export function OrderNotice({
  order,
}: {
  order: Pick<MerchantOrderItem, 'order_no' | 'ship_deadline'>;
}) {
  const { t } = useTranslation();
  const { now } = useServices();
  return (
    <Line>
      <span>{t('merchant:orders.order_no', { order_no: order.order_no })}</span>
      {order.ship_deadline !== null ? (
        <DeliveryCountdown deadline={unixSecondsToMs(order.ship_deadline)} now={now} />
      ) : null}
    </Line>
  );
}
