import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { wallet } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import {
  JP_ACCOUNT_TYPES,
  PAYOUT_TYPES,
  jpAccountTypeKey,
  payoutRequiredFields,
  payoutTypeKey,
  validatePayoutAccount,
  type PayoutType,
} from '@bazaar/domain';
import { Button, Radio, RadioGroup, TextField } from '@bazaar/ui';
import { FormCard, Page, redirectTarget, useNotify } from '../../app/index.js';
import { useFormFields } from '../../features/forms/index.js';
import { isWalletAddress } from '../../features/wallet/index.js';

const LIST_PATH = '/user/withdraw/account/list';

type Values = {
  readonly type: PayoutType;
  readonly account: string;
  readonly name: string;
  readonly bank_name: string;
  readonly address: string;
  readonly account_type: string;
};

const EMPTY: Values = {
  type: PAYOUT_TYPES[0],
  account: '',
  name: '',
  bank_name: '',
  address: '',
  account_type: '',
};

/**
 * `/user/withdraw/account/edit`: adds a withdraw account (spec section 3): the payout kind, then
 * the wallet address of a crypto kind, or the account number, holder and bank of a bank account
 * (and the branch code and account type of a Japanese one), each checked in its real format by
 * the domain's `validatePayoutAccount` (address checksums, digits of account numbers). Then back
 * to `?redirect=` (the withdrawal), else to the account list.
 */
export function UserWithdrawAccountEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const notify = useNotify();
  const { form, values, set, errorFor, refuse } = useFormFields<Values>(EMPTY);
  const save = useEndpointMutation(wallet.addPayAccount, { revalidate: [wallet.getPayAccount] });
  const needed = payoutRequiredFields(values.type);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Only the fields the kind asks for are sent: a field hidden after switching kinds is not.
    const fields = Object.fromEntries(
      needed.map((field) => [field, values[field].trim()]),
    ) as Partial<Pick<Values, 'name' | 'bank_name' | 'address' | 'account_type'>>;
    const body = { type: values.type, account: values.account.trim(), ...fields };
    const result = validatePayoutAccount(body);
    if (!result.ok) {
      refuse(result);
      return;
    }
    try {
      await save.trigger(body);
      notify.success('common:success.submission');
      void navigate(redirectTarget(search, LIST_PATH), { replace: true });
    } catch {
      // The client has shown the server's message.
    }
  };

  const title = t('wallet:account.add_title');
  return (
    <Page title={title}>
      <FormCard ref={form} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <RadioGroup
          label={t('wallet:account.type')}
          value={values.type}
          onChange={(type) => set({ type: type as PayoutType })}
        >
          {PAYOUT_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(payoutTypeKey(type))}
            </Radio>
          ))}
        </RadioGroup>
        {needed.includes('bank_name') ? (
          <TextField
            name="bank_name"
            label={t('wallet:account.bank_name')}
            value={values.bank_name}
            onChange={(bank_name) => set({ bank_name })}
            validation={errorFor('bank_name')}
            maxLength={64}
          />
        ) : null}
        {needed.includes('address') ? (
          <TextField
            name="address"
            label={
              values.type === 'bank_jp'
                ? t('wallet:account.branch_code')
                : t('wallet:account.branch')
            }
            inputMode={values.type === 'bank_jp' ? 'numeric' : undefined}
            value={values.address}
            onChange={(address) => set({ address })}
            validation={errorFor('address')}
            maxLength={200}
          />
        ) : null}
        {needed.includes('account_type') ? (
          <RadioGroup
            name="account_type"
            label={t('wallet:account.account_type')}
            value={values.account_type}
            onChange={(account_type) => set({ account_type })}
            validation={errorFor('account_type')}
          >
            {JP_ACCOUNT_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(jpAccountTypeKey(type))}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        <TextField
          name="account"
          autoComplete="off"
          label={
            isWalletAddress(values.type) ? t('wallet:account.address') : t('wallet:account.number')
          }
          inputMode={isWalletAddress(values.type) ? undefined : 'numeric'}
          value={values.account}
          onChange={(account) => set({ account })}
          validation={errorFor('account')}
          maxLength={128}
        />
        {needed.includes('name') ? (
          <TextField
            name="name"
            autoComplete="name"
            label={t('wallet:account.name')}
            value={values.name}
            onChange={(name) => set({ name })}
            validation={errorFor('name')}
            maxLength={64}
          />
        ) : null}
        <Button type="submit" fullWidth size="lg" isLoading={save.isMutating}>
          {t('common:action.save')}
        </Button>
      </FormCard>
    </Page>
  );
}
