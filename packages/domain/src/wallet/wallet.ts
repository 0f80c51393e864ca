import type { StatusTone } from '../status/status-tone.js';
import { type MoneyValue, compare, toMoneyString } from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';
import {
  isJpAccountType,
  validateBankAccountNumber,
  validateBranchCode,
  validateCryptoAddress,
  validateHolderName,
  validateJapaneseAccountNumber,
} from './payout-format.js';

/**
 * Money log types (API contract): the buyer's seven, then `income` and `wholesale` for merchants.
 */
export const BILL_TYPES = [
  'pay',
  'recharge',
  'withdraw',
  'refund',
  'sys',
  'sys_recharge',
  'sys_deduct',
  'income',
  'wholesale',
] as const;

/** A money log type. */
export type BillType = (typeof BILL_TYPES)[number];

/** The i18n key of a bill type (`wallet:bill.pay`). */
export function billTypeKey(type: BillType): string {
  return `wallet:bill.${type}`;
}

/** A tab of a bill list: the `type=` value (`all` for none) and its label's key. */
export type BillTab = { readonly value: 'all' | BillType; readonly labelKey: string };

const billTabs = (types: readonly BillType[]): BillTab[] => [
  { value: 'all', labelKey: 'common:tabs.all' },
  ...types.map((value) => ({ value, labelKey: billTypeKey(value) })),
];

/** The bill tabs of spec section 2: all, pay, recharge, withdraw, refund, sys, sys_recharge, sys_deduct. */
export const BILL_TABS: readonly BillTab[] = billTabs(BILL_TYPES.slice(0, 7));

/** The merchant statement's tabs: the bill tabs plus income and wholesale. */
export const MERCHANT_BILL_TABS: readonly BillTab[] = billTabs(BILL_TYPES);

/** Withdrawal statuses (API contract): applying, paid out, rejected (the money went back). */
export const WITHDRAW_STATUSES = ['created', 'successed', 'rejected'] as const;

/** A withdrawal status. */
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The i18n key of a withdrawal status (`wallet:withdraw_status.created`). */
export function withdrawStatusKey(status: WithdrawStatus): string {
  return `wallet:withdraw_status.${status}`;
}

/**
 * The chip colour of a top-up's or a withdrawal's status (they share the statuses): applying
 * orange, done green, rejected red.
 */
export function financeStatusTone(status: WithdrawStatus): StatusTone {
  switch (status) {
    case 'created':
      return 'orange';
    case 'successed':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return status satisfies never;
  }
}

/** What the platform reviews: a top-up (`recharge`) or a withdrawal (`withdraw`). */
export type FinanceRequestKind = 'recharge' | 'withdraw';

/**
 * The platform's label key of a top-up's or a withdrawal's status (`admin:recharges.status.successed`
 * "Credited", `admin:withdraws.status.successed` "Paid out"); the user's is `withdrawStatusKey`.
 */
export function financeReviewStatusKey(kind: FinanceRequestKind, status: WithdrawStatus): string {
  return `admin:${kind}s.status.${status}`;
}

/** Who looks at a top-up or withdrawal: the user who made it (a buyer or a seller) or the platform. */
export type FinanceViewer = 'buyer' | 'seller' | 'platform';

/**
 * The status chip of a top-up or withdrawal for `viewer`: its maker reads "Applying",
 * "Successful", "Rejected"; the platform "Pending", "Credited" or "Paid out", "Rejected". One tone
 * for every viewer (`financeStatusTone`): a rejected withdrawal is red in the wallet and in the
 * operator's queue.
 */
export function financeStatus(
  status: WithdrawStatus,
  kind: FinanceRequestKind,
  viewer: FinanceViewer,
): { readonly labelKey: string; readonly tone: StatusTone } {
  const tone = financeStatusTone(status);
  switch (viewer) {
    case 'buyer':
    case 'seller':
      return { labelKey: withdrawStatusKey(status), tone };
    case 'platform':
      return { labelKey: financeReviewStatusKey(kind, status), tone };
    default:
      return viewer satisfies never;
  }
}

/**
 * What a viewer may do to a top-up or withdrawal: the platform rejects (with a reason) or approves
 * one that waits; its maker, once it is asked for, nothing.
 */
export function financeActions(
  status: WithdrawStatus,
  viewer: FinanceViewer,
): readonly ('reject' | 'approve')[] {
  switch (viewer) {
    case 'buyer':
    case 'seller':
      return [];
    case 'platform':
      return status === 'created' ? ['reject', 'approve'] : [];
    default:
      return viewer satisfies never;
  }
}

/** The withdrawal record tabs (spec section 2): created, successed, rejected. */
export const WITHDRAW_TABS: readonly {
  readonly value: WithdrawStatus;
  readonly labelKey: string;
}[] = WITHDRAW_STATUSES.map((value) => ({ value, labelKey: withdrawStatusKey(value) }));

/** Payout account types (spec section 3): crypto wallets and bank accounts. */
export const PAYOUT_TYPES = ['btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank'] as const;

/** A payout account type. */
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** The i18n key of a payout type (`wallet:payout.trc20`). */
export function payoutTypeKey(type: PayoutType): string {
  return `wallet:payout.${type}`;
}

/** A withdraw account form (API contract field names). */
export type PayoutAccountForm = {
  readonly type: string;
  /** The wallet address or the bank account number. */
  readonly account: string;
  /** The holder's name. */
  readonly name?: string;
  readonly bank_name?: string;
  /** The bank branch: its address, or for a Japanese account its 3-digit branch code. */
  readonly address?: string;
  /** A Japanese account's type (`JP_ACCOUNT_TYPES`). */
  readonly account_type?: string;
};

/**
 * The fields a payout type needs, beyond `account`, in the order a form asks for them: a crypto
 * wallet needs only its address; a bank account the holder's name and the bank; a Japanese bank
 * account the bank, the branch code (`address`), the account type and the holder, which Japanese
 * transfers require.
 */
export function payoutRequiredFields(
  type: PayoutType,
): readonly ('name' | 'bank_name' | 'address' | 'account_type')[] {
  switch (type) {
    case 'btc':
    case 'eth':
    case 'erc20':
    case 'trc20':
      return [];
    case 'bank':
      return ['bank_name', 'name'];
    case 'bank_jp':
      return ['bank_name', 'address', 'account_type', 'name'];
    default:
      return type satisfies never;
  }
}

/** True when `value` is a payout type. */
export function isPayoutType(value: unknown): value is PayoutType {
  return typeof value === 'string' && (PAYOUT_TYPES as readonly string[]).includes(value);
}

const FIELD_CODES = {
  name: 'payout_name_required',
  bank_name: 'payout_bank_required',
  address: 'payout_address_required',
  account_type: 'payout_account_type_required',
} as const;

/** The format rule of a field once it is filled in, for a payout type. */
function fieldFormat(type: PayoutType, field: keyof typeof FIELD_CODES, value: string) {
  switch (field) {
    case 'name':
      return validateHolderName(value);
    case 'address':
      return type === 'bank_jp' ? validateBranchCode(value) : VALID;
    case 'account_type':
      return isJpAccountType(value) ? VALID : invalid('payout_account_type_required', field);
    case 'bank_name':
      return VALID;
    default:
      return field satisfies never;
  }
}

/** The format of the account itself: a wallet address with its checksum, or an account number. */
function accountFormat(type: PayoutType, account: string): ValidationResult {
  switch (type) {
    case 'btc':
    case 'eth':
    case 'erc20':
    case 'trc20':
      return validateCryptoAddress(type, account);
    case 'bank':
      return validateBankAccountNumber(account);
    case 'bank_jp':
      return validateJapaneseAccountNumber(account);
    default:
      return type satisfies never;
  }
}

/**
 * A withdraw account, every field trimmed: a known type, an account, the fields its type needs
 * (`payout_*_required`), each in its real format (`payout-format`): a Bitcoin, Ethereum or TRON
 * address with its checksum, a bank account number of 5-20 digits (7 for Japan), a 3-digit
 * Japanese branch code and an account type, a holder's name of letters. Checked in the order of
 * the form: the bank, its branch and the account type, then the account, then the holder.
 */
export function validatePayoutAccount(form: PayoutAccountForm): ValidationResult {
  if (!isPayoutType(form.type)) return invalid('payout_type_invalid', 'type');
  const type = form.type;
  const account = form.account.trim();
  const field = (name: keyof typeof FIELD_CODES) => {
    if (!payoutRequiredFields(type).includes(name)) return VALID;
    const value = (form[name] ?? '').trim();
    return value === '' ? invalid(FIELD_CODES[name], name) : fieldFormat(type, name, value);
  };
  return firstInvalid(
    field('bank_name'),
    field('address'),
    field('account_type'),
    account === '' ? invalid('payout_account_required', 'account') : accountFormat(type, account),
    field('name'),
  );
}

/**
 * Paying `amount` from `balance` (spec section 5): refused with `insufficient_balance` and the
 * available balance (for the go-to-recharge message) when the balance is short.
 */
export function checkBalance(balance: MoneyValue, amount: MoneyValue): ValidationResult {
  return compare(balance, amount) >= 0
    ? VALID
    : invalid('insufficient_balance', undefined, { balance: toMoneyString(balance) });
}
