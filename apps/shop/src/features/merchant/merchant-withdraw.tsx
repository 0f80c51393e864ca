import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pay, wallet } from '@bazaar/api/contract';
import { useEndpoint, useRevalidate } from '@bazaar/api/swr';
import {
  firstInvalid,
  invalid,
  payoutTypeKey,
  validatePassword,
  validateWithdraw,
  withdrawQuote,
  type ValidationResult,
} from '@bazaar/domain';
import {
  Button,
  PasswordField,
  Popup,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  TextField,
  useLayout,
} from '@bazaar/ui';
import { focusField, useNotify, useServices } from '../../app/index.js';
import { useMoney } from '../wallet/use-money.js';
import { DialogForm } from './merchant-trade.styles.js';

/** Where a user adds a payout account. */
export const PAYOUT_ACCOUNT_EDIT_PATH = '/user/withdraw/account/edit';

/** Props of {@link WithdrawPopup}. */
export interface WithdrawPopupProps {
  /** Whether the popup is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A withdrawal from the merchant's balance (the wallet's `pay/withdraw`): an amount in the user's
 * currency, one of their payout accounts and the payment password. The terms come from
 * `pay/initialWithdraw`; the amount is checked by the domain's `validateWithdraw` (minimum, amount
 * + fee within the balance) and its fee shown with `withdrawQuote` before sending. The amount and
 * fee leave the balance at once; the withdrawal waits for the platform (status created).
 */
export function WithdrawPopup({ isOpen, onOpenChange }: WithdrawPopupProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { client } = useServices();
  const notify = useNotify();
  const money = useMoney();
  const revalidate = useRevalidate();
  const terms = useEndpoint(wallet.initialWithdraw, isOpen ? undefined : null);
  const accounts = useEndpoint(wallet.getPayAccount, isOpen ? undefined : null);
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [checks, setChecks] = useState<Record<string, ValidationResult>>({});
  const [accountMissing, setAccountMissing] = useState(false);
  const [isSending, setSending] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const close = () => {
    setAmount('');
    setAccountId(null);
    setPassword('');
    setChecks({});
    setAccountMissing(false);
    onOpenChange(false);
  };

  const policy = terms.data;
  const wire = policy ? money.toWire(amount, policy.max) : null;
  const quote = policy && wire !== null ? withdrawQuote(wire, policy) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !policy) return;
    const next = {
      money:
        wire === null
          ? invalid('invalid_amount', 'money')
          : validateWithdraw(wire, policy.money, policy),
      captcha: validatePassword(password, 'captcha'),
    };
    setChecks(next);
    setAccountMissing(accountId === null);
    const refusal = firstInvalid(next.money, next.captcha);
    if (!refusal.ok) focusField(form.current, refusal.field);
    if (!refusal.ok || wire === null || accountId === null) return;
    busy.current = true;
    setSending(true);
    try {
      await client.call(wallet.withdraw, {
        money: wire,
        account_id: Number(accountId),
        captcha: password,
      });
      notify.success('merchant:withdraw.done');
      close();
      await revalidate([wallet.withdrawLog, wallet.initialWithdraw, pay.getBalance, pay.moneyLog]);
    } catch {
      // The API client has shown the refusal (a wrong password, a changed balance).
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  let body;
  if (!policy || !accounts.data) {
    body =
      terms.error || accounts.error ? (
        <div role="alert">
          <p>{t('merchant:withdraw.load_failed')}</p>
          <Button
            variant="outline"
            size="sm"
            onPress={() => void Promise.all([terms.mutate(), accounts.mutate()])}
          >
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
          <Skeleton height="96px" />
        </SkeletonGroup>
      );
  } else if (accounts.data.list.length === 0) {
    body = (
      <>
        <p data-part="note">{t('merchant:withdraw.no_account')}</p>
        <Link to={PAYOUT_ACCOUNT_EDIT_PATH} onClick={close}>
          {t('merchant:withdraw.add_account')}
        </Link>
      </>
    );
  } else {
    const amountMessage = checks.money ? money.message(checks.money) : undefined;
    body = (
      <>
        <dl data-part="costs">
          <dt>{t('merchant:withdraw.available')}</dt>
          <dd>{money.format(policy.money)}</dd>
          <dt>{t('merchant:withdraw.max')}</dt>
          <dd>{money.format(policy.max)}</dd>
          <dt>{t('merchant:withdraw.min')}</dt>
          <dd>{money.format(policy.minmoney)}</dd>
        </dl>
        <TextField
          name="money"
          label={t('merchant:withdraw.amount', { symbol: money.currency.symbol })}
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setChecks(({ money: _, ...rest }) => rest);
          }}
          errorMessage={amountMessage}
          description={
            quote
              ? t('merchant:withdraw.quote', {
                  fee: money.format(quote.fee),
                  debit: money.format(quote.debit),
                  payout: money.format(quote.payout),
                })
              : t('merchant:withdraw.fee_rate', { rate: policy.servicefee })
          }
        />
        <RadioGroup
          name="account_id"
          label={t('merchant:withdraw.account')}
          value={accountId}
          onChange={(value) => {
            setAccountId(value);
            setAccountMissing(false);
          }}
          errorMessage={accountMissing ? t('merchant:withdraw.choose_account') : undefined}
        >
          {accounts.data.list.map((account) => (
            <Radio key={account.id} value={String(account.id)}>
              {`${t(payoutTypeKey(account.type))} · ${account.account}`}
            </Radio>
          ))}
        </RadioGroup>
        <PasswordField
          name="captcha"
          label={t('merchant:withdraw.password')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setChecks(({ captcha: _, ...rest }) => rest);
          }}
          validation={checks.captcha}
          autoComplete="off"
          isRequired
        />
        <Button type="submit" fullWidth isLoading={isSending}>
          {t('merchant:withdraw.submit')}
        </Button>
      </>
    );
  }

  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('merchant:withdraw.title')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
      isDismissable={!isSending}
    >
      <DialogForm ref={form} onSubmit={(event) => void submit(event)} noValidate>
        {body}
      </DialogForm>
    </Popup>
  );
}
