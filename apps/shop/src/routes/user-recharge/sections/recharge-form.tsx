import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { wallet, type RechargeAccount } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import { VALID, invalid, payoutTypeKey, validateRecharge, type PayoutType } from '@bazaar/domain';
import { Button, Radio, RadioGroup, TextField, vars } from '@bazaar/ui';
import { FormCard, useNotify } from '../../../app/index.js';
import { useFormFields } from '../../../features/forms/index.js';
import { Rows } from '../../../features/order/panel.styles.js';
import { UploadsField, useImageUploads } from '../../../features/upload/index.js';
import { AccountRows, useMoney } from '../../../features/wallet/index.js';

/** The platform's account to transfer to: set apart from the fields around it. */
const AccountBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurfaceSecondary};

  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }
  /* A long address wraps; the copy button beside it keeps its size. */
  & dd [data-part='account'] {
    min-width: 0;
  }
  & dd > button {
    flex: none;
  }
`;

/** Props of {@link RechargeForm}. */
export interface RechargeFormProps {
  /** The platform's accounts receiving top-ups (at least one). */
  accounts: readonly RechargeAccount[];
  /** Called once the top-up is filed (the form starts again empty). */
  onFiled: () => void;
}

/**
 * The top-up form (spec section 3: method, amount, order number): the transfer method among the
 * platform's accounts, with the account to transfer to; the amount in the user's currency
 * (converted back with the domain's currency rules); the transfer's reference; and the transfer
 * screenshot, uploaded with its progress and the format check. The domain's `validateRecharge`
 * checks it before it is sent; the client sends an `Idempotency-Key`.
 */
export function RechargeForm({ accounts, onFiled }: RechargeFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const notify = useNotify();
  const screenshot = useImageUploads();
  const { form, values, set, errorFor, refuse } = useFormFields({
    accountId: accounts[0]!.id,
    amount: '',
    orderNo: '',
  });
  const file = useEndpointMutation(wallet.recharge, { revalidate: [wallet.rechargeLog] });
  const account = accounts.find((item) => item.id === values.accountId) ?? accounts[0]!;
  const method: PayoutType = account.method;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wire = money.toWire(values.amount);
    if (wire === null) {
      refuse(invalid('invalid_amount', 'money'));
      return;
    }
    const result = validateRecharge({ money: wire, method, order_no: values.orderNo });
    refuse(result);
    if (!result.ok) return;
    if (screenshot.isUploading) {
      notify.error('wallet:recharge.uploading');
      return;
    }
    if (screenshot.items.some((item) => item.status === 'error')) {
      notify.error('wallet:recharge.upload_failed');
      return;
    }
    try {
      const image = screenshot.urls[0];
      await file.trigger({
        money: wire,
        method,
        order_no: values.orderNo.trim(),
        ...(image ? { image } : {}),
      });
      notify.success('common:success.submission');
      onFiled();
    } catch {
      // The client has shown the server's message.
    }
  };

  const title = t('wallet:recharge.form');
  return (
    <FormCard ref={form} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
      <RadioGroup
        name="method"
        label={t('wallet:recharge.method')}
        value={String(account.id)}
        onChange={(value) => set({ accountId: Number(value) })}
      >
        {accounts.map((item) => (
          <Radio key={item.id} value={String(item.id)}>
            {t('wallet:recharge.method_in', {
              method: t(payoutTypeKey(item.method)),
              currency: item.currency,
            })}
          </Radio>
        ))}
      </RadioGroup>
      <AccountBox aria-labelledby="recharge-account">
        <h2 id="recharge-account">{t('wallet:recharge.account_title')}</h2>
        <Rows>
          <dt>{t('wallet:recharge.currency')}</dt>
          <dd>{account.currency}</dd>
          <AccountRows account={{ ...account, type: account.method }} copyable />
        </Rows>
      </AccountBox>
      <TextField
        name="money"
        inputMode="decimal"
        autoComplete="off"
        label={t('wallet:recharge.amount', { symbol: money.currency.symbol })}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        errorMessage={money.message(errorFor('money') ?? VALID)}
        maxLength={16}
      />
      <TextField
        name="order_no"
        autoComplete="off"
        label={t('wallet:recharge.order_no')}
        description={t('wallet:recharge.order_no_hint')}
        value={values.orderNo}
        onChange={(orderNo) => set({ orderNo })}
        validation={errorFor('order_no')}
        maxLength={64}
      />
      <UploadsField label={t('wallet:recharge.screenshot')} uploads={screenshot} max={1} />
      <Button type="submit" fullWidth size="lg" isLoading={file.isMutating}>
        {t('wallet:recharge.submit')}
      </Button>
    </FormCard>
  );
}
