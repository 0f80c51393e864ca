import { useTranslation } from 'react-i18next';
import type { PayAccount } from '@bazaar/api/contract';
import {
  isJpAccountType,
  jpAccountTypeKey,
  payoutRequiredFields,
  payoutTypeKey,
} from '@bazaar/domain';
import { CopyButton } from '@bazaar/ui';
import { Detail } from '../record/detail.js';

/** The fields of a payout (or receiving) account that the rows show. */
export type AccountFields = Pick<PayAccount, 'account' | 'name' | 'bank_name' | 'address'> & {
  /** A Japanese account's type ('' or absent for others). */
  readonly account_type?: string;
  /** The payout kind (`trc20`, `bank`...). */
  readonly type: PayAccount['type'];
};

/** True for a crypto wallet: its `account` is an address, and it has no holder or bank. */
export function isWalletAddress(type: PayAccount['type']): boolean {
  return payoutRequiredFields(type).length === 0;
}

/** Props of {@link AccountRows}. */
export interface AccountRowsProps {
  /** The account to show. */
  account: AccountFields;
  /**
   * Offer to copy the address or account number (where the user must type it elsewhere; one
   * account on the page, so the button's plain "Copy" is not ambiguous).
   */
  copyable?: boolean;
}

/**
 * The rows (`dt`/`dd` pairs, inside a `dl`) of an account: the wallet address or account number,
 * and the holder, bank and branch when it has them (its kind is the heading or the choice above).
 */
export function AccountRows({ account, copyable = false }: AccountRowsProps) {
  const { t } = useTranslation();
  const numberLabel = isWalletAddress(account.type)
    ? t('wallet:account.address')
    : t('wallet:account.number');
  return (
    <>
      <dt>{numberLabel}</dt>
      <dd>
        <span data-part="account">{account.account}</span>
        {copyable ? <CopyButton text={account.account} size="sm" variant="text" /> : null}
      </dd>
      <Detail label={t('wallet:account.name')}>{account.name}</Detail>
      <Detail label={t('wallet:account.bank_name')}>{account.bank_name}</Detail>
      <Detail
        label={t(
          account.type === 'bank_jp' ? 'wallet:account.branch_code' : 'wallet:account.branch',
        )}
      >
        {account.address}
      </Detail>
      <Detail label={t('wallet:account.account_type')}>
        {isJpAccountType(account.account_type) ? t(jpAccountTypeKey(account.account_type)) : null}
      </Detail>
    </>
  );
}

/**
 * A short name of an account for a choice list: its kind and the end of its address or number
 * (`USDT (TRC20 network) ···bLSE`), or the whole of a short one.
 */
export function accountLabel(t: (key: string) => string, account: AccountFields): string {
  const number = account.account.length > 10 ? `···${account.account.slice(-6)}` : account.account;
  return `${t(payoutTypeKey(account.type))} ${number}`;
}
