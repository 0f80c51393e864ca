import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { pay } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { checkBalance, validatePassword, type ValidationResult } from '@bazaar/domain';
import { Button, CurrencyPrice, PasswordField, Popup, useLayout, vars } from '@bazaar/ui';
import { useNotify, useServices } from '../../app/index.js';
import { RechargePrompt } from '../wallet/recharge-prompt.js';
import { useBalanceDebit } from '../wallet/use-balance-debit.js';
import { useMoney } from '../wallet/use-money.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};

  & [data-part='amount'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    color: ${vars.color.textSecondary};
  }
  & [data-part='balance'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
  }
`;

/** Props of {@link PaymentPopup}. */
export interface PaymentPopupProps {
  /** Whether the popup is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (paid, cancelled, Escape, back). */
  onOpenChange: (isOpen: boolean) => void;
  /** The unpaid orders to pay together. */
  orderIds: readonly number[];
  /** What they cost together, stored amount. */
  amount: string;
  /** Called once the payment succeeded (the success notice is shown already). */
  onPaid: () => void;
}

/**
 * Paying orders from the wallet balance (`pay/payment`) with the payment password. The client
 * sends an `Idempotency-Key` for the payment, the same one if the call is repeated after no
 * answer, so the money never moves twice; the button is busy while it runs. An insufficient
 * balance, known before paying (domain `checkBalance` over `pay/getBalance`) or answered by the
 * server, shows the available balance with a way to top up.
 */
export function PaymentPopup({
  isOpen,
  onOpenChange,
  orderIds,
  amount,
  onPaid,
}: PaymentPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { client } = useServices();
  const notify = useNotify();
  const money = useMoney();
  const balance = useEndpoint(pay.getBalance, isOpen ? undefined : null);
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState<ValidationResult | undefined>();
  const debit = useBalanceDebit();

  const available = debit.shortOf ?? balance.data?.money;
  const isShort =
    debit.shortOf !== null || (available !== undefined && !checkBalance(available, amount).ok);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (debit.isBusy || isShort) return;
    const result = validatePassword(password, 'captcha');
    setCheck(result);
    if (!result.ok) return;
    await debit.run(async () => {
      await client.call(
        pay.payment,
        { order_id: [...orderIds], type: 'balance', captcha: password },
        { silent: true },
      );
      notify.success('common:success.payment');
      setPassword('');
      onOpenChange(false);
      onPaid();
    });
  };

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) debit.clearShort();
        onOpenChange(open);
      }}
      title={t('order:pay.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={!debit.isBusy}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <p data-part="amount">
          {t('order:pay.amount')}
          <CurrencyPrice amount={amount} currency={money.currency} size="lg" />
        </p>
        {available !== undefined ? (
          <p data-part="balance">{t('order:pay.balance', { balance: money.format(available) })}</p>
        ) : null}
        {isShort && available !== undefined ? (
          <RechargePrompt balance={available} onLeave={() => onOpenChange(false)} />
        ) : (
          <>
            <PasswordField
              name="captcha"
              label={t('order:pay.password')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setCheck(undefined);
              }}
              validation={check}
              autoComplete="off"
              isRequired
            />
            <Button type="submit" fullWidth isLoading={debit.isBusy}>
              {t('order:pay.submit')}
            </Button>
          </>
        )}
      </Form>
    </Popup>
  );
}
