import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pay } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { billTypeKey } from '@bazaar/domain';
import { Popup, Skeleton, SkeletonGroup, useLayout, StateView } from '@bazaar/ui';
import { Rows } from '../../../features/order/panel.styles.js';
import { useMoney } from '../../../features/wallet/index.js';
import { OrderLinks } from '../user-wallet.styles.js';
import { DateTime } from '../../../features/time/index.js';
import { Detail } from '../../../features/record/detail.js';

/**
 * Bill types whose note an operator wrote (an adjustment's reason). The server's own notes of the
 * other types (order numbers, amounts in the base currency, in English) are shown as the orders,
 * withdrawals or top-ups they concern instead.
 */
const OPERATOR_TYPES: readonly string[] = ['sys', 'sys_recharge', 'sys_deduct'];

/** Props of {@link BillDetails}. */
export interface BillDetailsProps {
  /** The bill record to show (`pay/details?id=`), or null when closed. */
  id: number | null;
  /** Called when the details close. */
  onClose: () => void;
}

/**
 * One bill record in a popup: type, signed amount, balance before and after, date and time, an
 * operator's note, and what it concerns: its orders (links to their details), or the withdrawal
 * records or top-ups.
 */
export function BillDetails({ id, onClose }: BillDetailsProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  // The last record shown stays in the popup while it closes.
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);

  return (
    <Popup
      isOpen={id !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('wallet:bills.details')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
    >
      {shown === null ? null : <Details id={shown} onLeave={onClose} />}
    </Popup>
  );
}

function Details({ id, onLeave }: { id: number; onLeave: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const details = useEndpoint(pay.details, { id });
  const record = details.data;

  if (!record) {
    return details.error ? (
      <StateView
        state="failed"
        failedMessage={t('wallet:bills.load_failed')}
        onRetry={() => void details.mutate()}
      />
    ) : (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="10rem" />
      </SkeletonGroup>
    );
  }
  return (
    <Rows>
      <dt>{t('wallet:bills.type')}</dt>
      <dd>{t(billTypeKey(record.type))}</dd>
      <dt>{t('wallet:bills.amount')}</dt>
      <dd data-emphasis>{money.formatSigned(record.money)}</dd>
      <dt>{t('wallet:bills.before')}</dt>
      <dd>{money.format(record.before)}</dd>
      <dt>{t('wallet:bills.after')}</dt>
      <dd>{money.format(record.after)}</dd>
      <dt>{t('wallet:bills.time')}</dt>
      <dd>
        <DateTime value={record.createtime} />
      </dd>
      <Detail label={t('wallet:bills.memo')}>
        {record.memo && OPERATOR_TYPES.includes(record.type) ? record.memo : null}
      </Detail>
      {record.type === 'withdraw' || record.type === 'recharge' ? (
        <>
          <dt>{t('wallet:bills.source')}</dt>
          <dd>
            {record.type === 'withdraw' ? (
              <Link to="/user/withdraw_log" onClick={onLeave}>
                {t('wallet:entry.withdraw_log')}
              </Link>
            ) : (
              <Link to="/user/recharge" onClick={onLeave}>
                {t('wallet:recharge.history')}
              </Link>
            )}
          </dd>
        </>
      ) : null}
      {record.orders.length > 0 ? (
        <>
          <dt>{t('wallet:bills.orders')}</dt>
          <dd>
            <OrderLinks>
              {record.orders.map((order) => (
                <li key={order.id}>
                  <Link to={`/user/order/details/${order.id}`} onClick={onLeave}>
                    {t('wallet:bills.order', { order_no: order.order_no })}
                  </Link>
                  <span>{money.format(order.total)}</span>
                </li>
              ))}
            </OrderLinks>
          </dd>
        </>
      ) : null}
    </Rows>
  );
}
