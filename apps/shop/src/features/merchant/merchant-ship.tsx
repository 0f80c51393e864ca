import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantOrder, pay } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  COURIERS,
  OTHER_COURIER,
  SHIPMENT_TEXT_MAX,
  checkBalance,
  isPositive,
  validateShipment,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, Popup, Select, Skeleton, SkeletonGroup, TextField, useLayout } from '@bazaar/ui';
import { useNotify, useServices } from '../../app/index.js';
import { useBalanceDebit } from '../wallet/use-balance-debit.js';
import { RechargePrompt } from '../wallet/recharge-prompt.js';
import { useMoney } from '../wallet/use-money.js';
import { DialogForm } from './merchant-trade.styles.js';

/** Props of {@link ShipPopup}. */
export interface ShipPopupProps {
  /** The order to ship, or null while the popup is closed. */
  orderId: number | null;
  /** Called with false when it closes (shipped, cancelled, Escape, back). */
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the order is shipped (the success notice is shown already). */
  onShipped: () => void;
}

/**
 * Shipping a paid order (`merchant/ship`, 2 -> 3) with the courier and the tracking number. Before
 * shipping it shows what the shop will pay the platform for goods listed from the wholesale market
 * (the order's `wholesale`) beside the balance; a balance that cannot pay it, known before (domain
 * `checkBalance`) or answered by the server (`insufficient_balance`), shows the balance with a
 * way to top up instead of the form. The call carries an `Idempotency-Key`, so the wholesale cost
 * is never paid twice.
 */
export function ShipPopup({ orderId, onOpenChange, onShipped }: ShipPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { client } = useServices();
  const notify = useNotify();
  const money = useMoney();
  const isOpen = orderId !== null;
  const info = useEndpoint(merchantOrder.orderInfo, orderId ? { id: orderId } : null);
  const balance = useEndpoint(pay.getBalance, isOpen ? undefined : null);
  const [courier, setCourier] = useState<string | null>(null);
  const [otherCourier, setOtherCourier] = useState('');
  const [expressNo, setExpressNo] = useState('');
  const [refusal, setRefusal] = useState<ValidationResult | null>(null);
  const expressName = courier === OTHER_COURIER ? otherCourier : (courier ?? '');
  const debit = useBalanceDebit();
  const form = useRef<HTMLFormElement>(null);
  /** The refusal of one field, for its validation message. */
  const refusalOf = (field: 'express_name' | 'express_no') =>
    refusal && !refusal.ok && refusal.field === field ? refusal : undefined;

  const wholesale = info.data?.wholesale;
  const available = debit.shortOf ?? balance.data?.money;
  const isShort =
    debit.shortOf !== null ||
    (available !== undefined && wholesale !== undefined && !checkBalance(available, wholesale).ok);

  const close = () => {
    debit.clearShort();
    setCourier(null);
    setOtherCourier('');
    setExpressNo('');
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (debit.isBusy || orderId === null || isShort) return;
    // The domain's rule first: a courier and a tracking number (the server checks the same).
    const check = validateShipment({ express_name: expressName, express_no: expressNo });
    setRefusal(check.ok ? null : check);
    if (!check.ok) {
      form.current
        ?.querySelector<HTMLElement>(
          check.field === 'express_no'
            ? '[name="express_no"]'
            : courier === OTHER_COURIER
              ? '[name="express_name"]'
              : 'button[aria-haspopup]',
        )
        ?.focus();
      return;
    }
    await debit.run(async () => {
      await client.call(
        merchantOrder.ship,
        { id: orderId, express_name: expressName.trim(), express_no: expressNo.trim() },
        { silent: true },
      );
      notify.success('merchant:ship.done');
      close();
      onShipped();
    });
  };

  let costs;
  if (wholesale === undefined || available === undefined) {
    costs =
      (info.error ?? balance.error) ? (
        <div role="alert">
          <p>{t('merchant:ship.load_failed')}</p>
          <Button
            variant="outline"
            size="sm"
            onPress={() => void Promise.all([info.mutate(), balance.mutate()])}
          >
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
        </SkeletonGroup>
      );
  } else {
    costs = (
      <dl data-part="costs">
        <dt>{t('merchant:ship.wholesale')}</dt>
        <dd>{money.format(wholesale)}</dd>
        <dt>{t('merchant:ship.balance')}</dt>
        <dd>{money.format(available)}</dd>
      </dl>
    );
  }

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('merchant:ship.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={!debit.isBusy}
    >
      <DialogForm ref={form} onSubmit={(event) => void submit(event)} noValidate>
        {costs}
        {wholesale !== undefined && !isPositive(wholesale) ? (
          <p data-part="note">{t('merchant:ship.no_wholesale')}</p>
        ) : null}
        {isShort && available !== undefined ? (
          <RechargePrompt balance={available} onLeave={close} />
        ) : (
          <>
            <Select
              label={t('merchant:ship.express_name')}
              placeholder={t('merchant:ship.choose_courier')}
              options={[
                ...COURIERS.map((name) => ({ id: name, label: name })),
                { id: OTHER_COURIER, label: t('merchant:ship.other_courier') },
              ]}
              selectedKey={courier}
              onSelectionChange={(id) => {
                setCourier(id);
                setRefusal(null);
              }}
              isRequired
              validation={courier === OTHER_COURIER ? undefined : refusalOf('express_name')}
            />
            {courier === OTHER_COURIER ? (
              <TextField
                name="express_name"
                label={t('merchant:ship.other_courier_name')}
                value={otherCourier}
                onChange={setOtherCourier}
                maxLength={SHIPMENT_TEXT_MAX}
                isRequired
                validation={refusalOf('express_name')}
              />
            ) : null}
            <TextField
              name="express_no"
              label={t('merchant:ship.express_no')}
              value={expressNo}
              onChange={setExpressNo}
              maxLength={SHIPMENT_TEXT_MAX}
              isRequired
              validation={refusalOf('express_no')}
            />
            <Button
              type="submit"
              fullWidth
              isLoading={debit.isBusy}
              isDisabled={wholesale === undefined || available === undefined}
            >
              {t('merchant:ship.submit')}
            </Button>
          </>
        )}
      </DialogForm>
    </Popup>
  );
}
