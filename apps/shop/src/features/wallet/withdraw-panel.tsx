import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { isApiError } from '@bazaar/api';
import { pay, wallet, type PayAccount, type Withdraw } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation } from '@bazaar/api/swr';
import {
  VALID,
  compare,
  firstInvalid,
  invalid,
  isPositive,
  validatePassword,
  validateWithdraw,
  withdrawQuote,
  type ValidationResult,
  type WithdrawPolicy,
} from '@bazaar/domain';
import {
  Button,
  EmptyState,
  PasswordField,
  Select,
  Skeleton,
  SkeletonGroup,
  TextField,
  vars,
  StateView,
} from '@bazaar/ui';
import { focusField, useNotify, useServices } from '../../app/index.js';
import { Rows } from '../order/panel.styles.js';
import { accountLabel } from './finance-parts.js';
import { balanceRefusalOf, type BalanceRefusal } from './insufficient-balance.js';
import { RechargePrompt } from './recharge-prompt.js';
import { useMoney } from './use-money.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};

  & [data-part='balance'] {
    margin: 0;
    color: ${vars.color.textSecondary};
  }
  & [data-part='links'] {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

/** The terms of `pay/initialWithdraw`. */
type Terms = {
  readonly money: string;
  readonly servicefee: string;
  readonly taxrate: string;
  readonly minmoney: string;
  readonly max: string;
};

/** Props of {@link WithdrawPanel}. */
export interface WithdrawPanelProps {
  /** The page to come back to after adding a withdraw account (`/user/withdraw`, `/user/wallet`). */
  returnTo: string;
  /** Called with the withdrawal once filed (the success notice is shown already). */
  onDone: (withdrawal: Withdraw) => void;
  /** Called before leaving for another page (to close the dialog that holds the panel). */
  onLeave?: () => void;
}

/**
 * Asking for a withdrawal (spec sections 3 and 4): the terms of `pay/initialWithdraw` (balance,
 * fee and tax percentages, minimum, most allowed), the account to pay to (none: go and add one),
 * the amount in the user's currency with the fee, tax, debit and payout worked out by the
 * domain's `withdrawQuote` before submitting, and the payment password. The domain's
 * `validateWithdraw` checks the amount first; a balance too short (for the minimum, or for this
 * amount, by the form or by the server) shows the balance with a way to top up. The client sends
 * an `Idempotency-Key`, so a repeated submission never withdraws twice.
 */
export function WithdrawPanel({ returnTo, onDone, onLeave }: WithdrawPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const terms = useEndpoint(wallet.initialWithdraw, undefined);
  const accounts = useEndpoint(wallet.getPayAccount, undefined);

  if ((terms.error && !terms.data) || (accounts.error && !accounts.data)) {
    return (
      <StateView
        state="failed"
        onRetry={() => {
          void terms.mutate();
          void accounts.mutate();
        }}
      />
    );
  }
  if (!terms.data || !accounts.data) {
    return (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="6rem" />
      </SkeletonGroup>
    );
  }
  if (accounts.data.list.length === 0) {
    return (
      <EmptyState
        message={t('wallet:withdraw.no_account')}
        action={
          <Link
            to={`/user/withdraw/account/edit?redirect=${encodeURIComponent(returnTo)}`}
            onClick={onLeave}
          >
            {t('wallet:account.add_title')}
          </Link>
        }
      />
    );
  }
  if (compare(terms.data.max, terms.data.minmoney) < 0) {
    return (
      <RechargePrompt
        balance={terms.data.money}
        onLeave={onLeave}
        message={t('wallet:withdraw.below_minimum', {
          balance: money.format(terms.data.money),
          min: money.format(terms.data.minmoney),
        })}
      />
    );
  }
  return (
    <WithdrawForm
      terms={terms.data}
      accounts={accounts.data.list}
      onDone={onDone}
      onLeave={onLeave}
    />
  );
}

function WithdrawForm({
  terms,
  accounts,
  onDone,
  onLeave,
}: {
  terms: Terms;
  accounts: readonly PayAccount[];
  onDone: (withdrawal: Withdraw) => void;
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const notify = useNotify();
  const { toast } = useServices();
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [accountId, setAccountId] = useState(String(accounts[0]!.id));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<ValidationResult | undefined>();
  const [short, setShort] = useState<BalanceRefusal | null>(null);
  const withdraw = useEndpointMutation(wallet.withdraw, {
    revalidate: [wallet.initialWithdraw, pay.getBalance, pay.moneyLog, wallet.withdrawLog],
  });

  const policy: WithdrawPolicy = terms;
  const wire = money.toWire(amount, terms.max);
  const quote = wire !== null && isPositive(wire) ? withdrawQuote(wire, policy) : null;
  const refusalOf = (field: string) =>
    refusal && !refusal.ok && refusal.field === field ? refusal : undefined;
  const shown = (value: string | undefined) => (value === undefined ? '–' : money.format(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (wire === null) {
      setRefusal(invalid('invalid_amount', 'money'));
      focusField(form.current, 'money');
      return;
    }
    const result = firstInvalid(
      validateWithdraw(wire, terms.money, policy),
      validatePassword(password, 'captcha'),
    );
    if (!result.ok) {
      // Too much for the balance: the balance, the most allowed and a way to top up.
      if (result.code === 'withdraw_exceeds_balance')
        setShort({ balance: terms.money, max: terms.max });
      else setRefusal(result);
      focusField(form.current, result.field);
      return;
    }
    busy.current = true;
    try {
      const done = await withdraw.trigger(
        { money: wire, account_id: Number(accountId), captcha: password },
        { silent: true },
      );
      notify.success('common:success.submission');
      onDone(done);
    } catch (error) {
      const refused = balanceRefusalOf(error);
      if (refused) setShort(refused);
      else if (!isApiError(error)) throw error;
      // The call was silent so that a short balance shows here instead; say anything else.
      else if (error.kind !== 'aborted') {
        toast(error.messageKey ? t(error.messageKey) : error.message, 'critical');
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <p data-part="balance">
        {t('wallet:withdraw.balance', { balance: money.format(terms.money) })}
      </p>
      <Select
        label={t('wallet:withdraw.account')}
        options={accounts.map((account) => ({
          id: String(account.id),
          label: accountLabel(t, account),
        }))}
        selectedKey={accountId}
        onSelectionChange={setAccountId}
      />
      <p data-part="links">
        <Link to="/user/withdraw/account/list" onClick={onLeave}>
          {t('wallet:withdraw.manage_accounts')}
        </Link>
      </p>
      <TextField
        name="money"
        inputMode="decimal"
        autoComplete="off"
        label={t('wallet:withdraw.amount', { symbol: money.currency.symbol })}
        description={t('wallet:withdraw.limits', {
          max: money.format(terms.max),
          min: money.format(terms.minmoney),
        })}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setRefusal(undefined);
          setShort(null);
        }}
        errorMessage={money.message(refusalOf('money') ?? VALID)}
        endContent={
          <Button
            size="sm"
            variant="text"
            onPress={() => {
              setAmount(money.toEntered(terms.max));
              setRefusal(undefined);
              setShort(null);
            }}
          >
            {t('wallet:withdraw.all')}
          </Button>
        }
      />
      <Rows aria-label={t('wallet:withdraw.quote')}>
        <dt>{t('wallet:withdraw.fee', { rate: terms.servicefee })}</dt>
        <dd>{shown(quote?.fee)}</dd>
        <dt>{t('wallet:withdraw.tax', { rate: terms.taxrate })}</dt>
        <dd>{shown(quote?.tax)}</dd>
        <dt>{t('wallet:withdraw.debit')}</dt>
        <dd>{shown(quote?.debit)}</dd>
        <dt>{t('wallet:withdraw.payout')}</dt>
        <dd data-emphasis>{shown(quote?.payout)}</dd>
      </Rows>
      {short ? (
        <RechargePrompt
          balance={short.balance}
          onLeave={onLeave}
          message={
            short.max === undefined
              ? undefined
              : t('errors:withdraw_exceeds_balance', {
                  balance: money.format(short.balance),
                  max: money.format(short.max),
                })
          }
        />
      ) : null}
      <PasswordField
        name="captcha"
        label={t('wallet:withdraw.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setRefusal(undefined);
        }}
        validation={refusalOf('captcha')}
        autoComplete="off"
        isRequired
      />
      <Button type="submit" fullWidth size="lg" isLoading={withdraw.isMutating}>
        {t('wallet:withdraw.submit')}
      </Button>
    </Form>
  );
}
