import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { adminCoupon, coupon, merchantCoupon, type ManagedVoucher } from '@bazaar/api/contract';
import { useEndpoint, useRevalidate } from '@bazaar/api/swr';
import { VALID, validateVoucherForm, type ValidationResult } from '@bazaar/domain';
import {
  Button,
  Dialog,
  Panel,
  StateView,
  TextField,
  VisibilityChip,
  vars,
  viewStateOf,
} from '@bazaar/ui';
import { useNotify, useServices } from '../../app/index.js';
import { useMoney } from '../wallet/use-money.js';
import { bareList } from '../../app/layout/bare-list.js';
import { VoucherValidity } from './voucher-validity.js';

/** The vouchers' content: the budget row, notes, and the vouchers as bordered rows. */
const VouchersSurface = styled(Panel)`
  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }
  & p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    ${bareList}
  }
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & li > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    overflow-wrap: anywhere;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** Props of {@link IssuedVouchersPanel}. */
export interface IssuedVouchersPanelProps {
  /** Whose vouchers: the platform's (operator console) or the caller's shop's (merchant console). */
  issuer: 'platform' | 'shop';
}

type Form = { name: string; amount: string; threshold: string; days: string; total: string };
const EMPTY: Form = { name: '', amount: '', threshold: '', days: '30', total: '100' };
const DAY = 86_400;

/**
 * The vouchers an issuer manages: each with its amount off, minimum spend, validity, how many were
 * claimed and used, and a button to stop (or resume) claiming; a form for a new one (amount off,
 * minimum spend, days from today, quantity), checked by the domain's `validateVoucherForm`. The
 * platform's panel also shows the voucher budget that pays platform vouchers, and adds to it.
 * Amounts are typed and shown in the user's currency.
 */
export function IssuedVouchersPanel({ issuer }: IssuedVouchersPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const notify = useNotify();
  const revalidate = useRevalidate();
  const { client, now } = useServices();
  const list = useEndpoint(issuer === 'platform' ? adminCoupon.list : merchantCoupon.list, {
    limit: 50,
  });
  const [isAdding, setAdding] = useState(false);
  const [isFunding, setFunding] = useState(false);
  const [fund, setFund] = useState('');
  const [form, setForm] = useState<Form>(EMPTY);
  const [validation, setValidation] = useState<ValidationResult>(VALID);
  const [busy, setBusy] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const save = issuer === 'platform' ? adminCoupon.save : merchantCoupon.save;
  const refresh = () =>
    revalidate([issuer === 'platform' ? adminCoupon.list : merchantCoupon.list, coupon.getList]);
  const set = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setValidation(VALID);
  };
  const errorOf = (field: string) =>
    !validation.ok && validation.field === field ? validation : undefined;

  const send = async (body: Parameters<typeof client.call<typeof save>>[1]) => {
    setBusy(true);
    try {
      await client.call(save, body);
      notify.success('common:voucher.saved');
      await refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const start = Math.floor(now() / 1000);
    const body = {
      name: form.name.trim(),
      amount: money.toWire(form.amount) ?? form.amount.trim(),
      threshold: money.toWire(form.threshold) ?? form.threshold.trim(),
      starttime: start,
      endtime: start + Math.round(Number(form.days) || 0) * DAY,
      total: Number.isInteger(Number(form.total)) ? Number(form.total) : -1,
    };
    const result = validateVoucherForm(body);
    setValidation(result);
    if (!result.ok) {
      fields.current
        ?.querySelector<HTMLElement>(
          `[name="${result.field === 'endtime' ? 'days' : (result.field ?? '')}"]`,
        )
        ?.focus();
      return false;
    }
    const saved = await send(body);
    if (saved) {
      setAdding(false);
      setForm(EMPTY);
    }
    return saved;
  };

  const toggle = (voucher: ManagedVoucher) =>
    send({
      id: voucher.id,
      name: voucher.name,
      amount: voucher.amount,
      threshold: voucher.threshold,
      starttime: voucher.starttime,
      endtime: voucher.endtime,
      total: voucher.total,
      status: voucher.status === 'normal' ? 'hidden' : 'normal',
    });

  const addBudget = async () => {
    const amount = money.toWire(fund);
    if (amount === null) {
      notify.error('errors:invalid_amount');
      return false;
    }
    setBusy(true);
    try {
      await client.call(adminCoupon.fund, { amount });
      notify.success('admin:vouchers.funded');
      await refresh();
      setFund('');
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const budget = (list.data as { budget?: string } | undefined)?.budget;
  const title = issuer === 'platform' ? t('admin:vouchers.title') : t('merchant:vouchers.title');
  return (
    <VouchersSurface
      title={title}
      headingId={`vouchers-${issuer}`}
      actions={
        <Button size="sm" onPress={() => setAdding(true)}>
          {t('common:voucher.new')}
        </Button>
      }
    >
      {issuer === 'platform' && budget !== undefined ? (
        <>
          <header>
            <strong>{t('admin:vouchers.budget', { amount: money.format(budget) })}</strong>
            <Button size="sm" variant="outline" onPress={() => setFunding(true)}>
              {t('admin:vouchers.add_budget')}
            </Button>
          </header>
          <p>{t('admin:vouchers.budget_note')}</p>
        </>
      ) : (
        <p>{t('merchant:vouchers.note')}</p>
      )}
      <StateView state={viewStateOf(list)} onRetry={() => void list.mutate()}>
        {() => (
          <>
            {list.data && list.data.data.length === 0 ? <p>{t('common:voucher.empty')}</p> : null}
            <ul aria-label={title}>
              {(list.data?.data ?? []).map((voucher) => (
                <li key={voucher.id}>
                  <div>
                    <h3>{voucher.name}</h3>
                    <span>
                      {t('user:voucher.offer', {
                        amount: money.format(voucher.amount),
                        threshold: money.format(voucher.threshold),
                      })}
                    </span>
                    <span>
                      <VoucherValidity voucher={voucher} />
                    </span>
                    <span>
                      {t('common:voucher.figures', {
                        received: voucher.received,
                        total: voucher.total,
                        used: voucher.used,
                      })}
                    </span>
                  </div>
                  <div>
                    <VisibilityChip subject="voucher" visibility={voucher.status} />
                    <Button
                      size="sm"
                      variant="outline"
                      isDisabled={busy}
                      aria-label={`${
                        voucher.status === 'normal'
                          ? t('common:voucher.stop')
                          : t('common:voucher.resume')
                      } ${voucher.name}`}
                      onPress={() => void toggle(voucher)}
                    >
                      {voucher.status === 'normal'
                        ? t('common:voucher.stop')
                        : t('common:voucher.resume')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </StateView>
      <Dialog
        isOpen={isAdding}
        onOpenChange={setAdding}
        title={t('common:voucher.new')}
        role="dialog"
        showCancel
        confirmLabel={t('common:action.save')}
        isConfirmLoading={busy}
        onConfirm={submit}
      >
        <Fields ref={fields}>
          <TextField
            label={t('common:voucher.name')}
            name="name"
            value={form.name}
            onChange={(name) => set({ name })}
            validation={errorOf('name')}
            maxLength={40}
          />
          <TextField
            label={t('common:voucher.amount', { symbol: money.currency.symbol })}
            name="amount"
            inputMode="decimal"
            value={form.amount}
            onChange={(amount) => set({ amount })}
            validation={errorOf('amount')}
            maxLength={16}
          />
          <TextField
            label={t('common:voucher.threshold', { symbol: money.currency.symbol })}
            name="threshold"
            inputMode="decimal"
            value={form.threshold}
            onChange={(threshold) => set({ threshold })}
            validation={errorOf('threshold')}
            maxLength={16}
          />
          <TextField
            label={t('common:voucher.days')}
            name="days"
            inputMode="numeric"
            value={form.days}
            onChange={(days) => set({ days })}
            validation={errorOf('endtime')}
            maxLength={4}
          />
          <TextField
            label={t('common:voucher.quantity')}
            name="total"
            inputMode="numeric"
            value={form.total}
            onChange={(total) => set({ total })}
            validation={errorOf('total')}
            maxLength={6}
          />
        </Fields>
      </Dialog>
      {issuer === 'platform' ? (
        <Dialog
          isOpen={isFunding}
          onOpenChange={setFunding}
          title={t('admin:vouchers.add_budget')}
          role="dialog"
          showCancel
          confirmLabel={t('admin:vouchers.add_budget')}
          isConfirmLoading={busy}
          onConfirm={async () => {
            const done = await addBudget();
            if (done) setFunding(false);
            return done;
          }}
        >
          <TextField
            label={t('admin:vouchers.amount_to_add')}
            name="fund"
            inputMode="decimal"
            value={fund}
            onChange={setFund}
            maxLength={16}
          />
        </Dialog>
      ) : null}
    </VouchersSurface>
  );
}
