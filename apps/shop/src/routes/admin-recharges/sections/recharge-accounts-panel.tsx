import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { adminFinance, wallet, type RechargeAccount } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  JP_ACCOUNT_TYPES,
  PAYOUT_TYPES,
  VALID,
  invalid,
  jpAccountTypeKey,
  payoutRequiredFields,
  payoutTypeKey,
  validatePayoutAccount,
  type PayoutType,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, Panel, Select, TextField, VisibilityChip, vars } from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import {
  Fields,
  FormDialog,
  fieldResult,
  focusNamed,
  useSaving,
} from '../../../features/admin/index.js';
import { Detail } from '../../../features/record/detail.js';
import { bareList } from '../../../app/layout/bare-list.js';

type Form = {
  method: PayoutType;
  currency: string;
  account: string;
  name: string;
  bank_name: string;
  address: string;
  account_type: string;
};

const EMPTY: Form = {
  method: 'bank',
  currency: '',
  account: '',
  name: '',
  bank_name: '',
  address: '',
  account_type: '',
};

/** The accounts, one a row: its details, then its switch (beside them on desktop). */
const AccountList = styled.ul`
  ${bareList}

  & > li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[3]};
    padding-block: ${vars.space[4]};
  }
  & > li + li {
    border-top: 1px solid ${vars.color.border};
  }
  :root[data-layout='desktop'] & > li {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/** A currency code as the server takes it: 3 to 5 capital letters. */
const CURRENCY = /^[A-Z]{3,5}$/;

/**
 * The accounts that receive top-ups (`adminFinance.rechargeAccounts`): each with its method,
 * currency and details, enabled or disabled with one press, and a form to add one, checked by the
 * domain's `validatePayoutAccount` (real formats) before it is sent. What buyers see on their
 * recharge page is exactly the enabled ones.
 */
export function RechargeAccountsPanel() {
  const { t } = useTranslation();
  const { client } = useServices();
  const accounts = useEndpoint(adminFinance.rechargeAccounts, undefined);
  const saving = useSaving([adminFinance.rechargeAccounts, wallet.rechargeAccounts]);
  const [isAdding, setAdding] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const [validation, setValidation] = useState<ValidationResult>(VALID);
  const fields = useRef<HTMLDivElement>(null);
  const needed = payoutRequiredFields(form.method);
  const set = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setValidation(VALID);
  };

  const toggle = (account: RechargeAccount) =>
    saving.save(
      () =>
        client.call(adminFinance.saveRechargeAccount, {
          id: account.id,
          method: account.method,
          currency: account.currency,
          account: account.account,
          name: account.name,
          bank_name: account.bank_name,
          address: account.address,
          account_type: account.account_type,
          weigh: account.weigh,
          status: account.status === 'normal' ? 'hidden' : 'normal',
        }),
      'admin:recharge_accounts.saved',
    );

  const submit = async () => {
    const currency = form.currency.trim().toUpperCase();
    const body = {
      type: form.method,
      account: form.account.trim(),
      ...Object.fromEntries(needed.map((field) => [field, form[field].trim()])),
    };
    const result = CURRENCY.test(currency)
      ? validatePayoutAccount(body)
      : invalid('recharge_currency_invalid', 'currency');
    setValidation(result);
    if (!result.ok) {
      focusNamed(fields.current, result.field);
      return false;
    }
    const { type: method, ...rest } = body;
    const saved = await saving.save(
      () => client.call(adminFinance.saveRechargeAccount, { method, currency, ...rest }),
      'admin:recharge_accounts.saved',
    );
    if (saved) {
      setAdding(false);
      setForm(EMPTY);
    }
    return saved;
  };

  const list = accounts.data?.list ?? [];
  return (
    <Panel
      title={t('admin:recharge_accounts.title')}
      headingId="recharge-accounts-title"
      description={t('admin:recharge_accounts.note')}
      actions={
        <Button size="sm" variant="outline" onPress={() => setAdding(true)}>
          {t('admin:recharge_accounts.add')}
        </Button>
      }
    >
      {accounts.data && list.length === 0 ? <p>{t('admin:recharge_accounts.empty')}</p> : null}
      <AccountList aria-label={t('admin:recharge_accounts.title')}>
        {list.map((account) => (
          <li key={account.id}>
            <Fields>
              <dt>{t('admin:recharge_accounts.method')}</dt>
              <dd>
                {t(payoutTypeKey(account.method))} · {account.currency}{' '}
                <VisibilityChip subject="recharge_account" visibility={account.status} />
              </dd>
              <dt>{t('wallet:account.number')}</dt>
              <dd>{account.account}</dd>
              <Detail label={t('wallet:account.name')}>{account.name}</Detail>
              <Detail label={t('wallet:account.bank_name')}>{account.bank_name}</Detail>
            </Fields>
            <Button
              size="sm"
              variant="outline"
              isDisabled={saving.isBusy}
              onPress={() => void toggle(account)}
              aria-label={`${
                account.status === 'normal'
                  ? t('admin:recharge_accounts.disable')
                  : t('admin:recharge_accounts.enable')
              } ${t(payoutTypeKey(account.method))} ${account.account}`}
            >
              {account.status === 'normal'
                ? t('admin:recharge_accounts.disable')
                : t('admin:recharge_accounts.enable')}
            </Button>
          </li>
        ))}
      </AccountList>
      <FormDialog
        isOpen={isAdding}
        onOpenChange={setAdding}
        title={t('admin:recharge_accounts.add')}
        confirmLabel={t('common:action.save')}
        isSending={saving.isBusy}
        onSubmit={submit}
        fieldsRef={fields}
      >
        <Select
          label={t('admin:recharge_accounts.method')}
          options={PAYOUT_TYPES.map((type) => ({ id: type, label: t(payoutTypeKey(type)) }))}
          selectedKey={form.method}
          onSelectionChange={(method) => set({ method: method as PayoutType })}
        />
        <TextField
          label={t('admin:recharge_accounts.currency')}
          name="currency"
          value={form.currency}
          onChange={(currency) => set({ currency })}
          validation={fieldResult(validation, 'currency')}
          maxLength={8}
        />
        {needed.includes('bank_name') ? (
          <TextField
            label={t('wallet:account.bank_name')}
            name="bank_name"
            value={form.bank_name}
            onChange={(bank_name) => set({ bank_name })}
            validation={fieldResult(validation, 'bank_name')}
            maxLength={64}
          />
        ) : null}
        {needed.includes('address') ? (
          <TextField
            label={t('wallet:account.branch_code')}
            name="address"
            value={form.address}
            onChange={(address) => set({ address })}
            validation={fieldResult(validation, 'address')}
            maxLength={200}
          />
        ) : null}
        {needed.includes('account_type') ? (
          <Select
            label={t('wallet:account.account_type')}
            options={JP_ACCOUNT_TYPES.map((type) => ({
              id: type,
              label: t(jpAccountTypeKey(type)),
            }))}
            selectedKey={form.account_type || null}
            onSelectionChange={(account_type) => set({ account_type })}
            validation={fieldResult(validation, 'account_type')}
          />
        ) : null}
        <TextField
          label={t('wallet:account.number')}
          name="account"
          value={form.account}
          onChange={(account) => set({ account })}
          validation={fieldResult(validation, 'account')}
          maxLength={128}
        />
        {needed.includes('name') ? (
          <TextField
            label={t('wallet:account.name')}
            name="name"
            value={form.name}
            onChange={(name) => set({ name })}
            validation={fieldResult(validation, 'name')}
            maxLength={64}
          />
        ) : null}
      </FormDialog>
    </Panel>
  );
}
