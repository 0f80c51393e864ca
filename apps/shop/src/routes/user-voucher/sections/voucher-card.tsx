import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { VoucherItem } from '@bazaar/api/contract';
import { isZero, remCss as rem } from '@bazaar/domain';
import { vars } from '@bazaar/ui';
import { useMoney } from '../../../features/wallet/index.js';
import { DateTime } from '../../../features/time/index.js';
import { VoucherValidity } from '../../../features/vouchers/voucher-validity.js';

const Root = styled.article`
  display: flex;
  align-items: stretch;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow.card};

  & > [data-part='amount'] {
    display: flex;
    flex: none;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    /* Design pixels (the root font is a tenth of the width: a bare 7rem was 262 px of 375). */
    width: ${rem(112)};
    padding: ${vars.space[4]};
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
    text-align: center;
  }
  &[data-state='used'] > [data-part='amount'],
  &[data-state='expired'] > [data-part='amount'] {
    background: ${vars.color.bgFillDisabled};
    color: ${vars.color.textSecondary};
  }
  & [data-part='value'] {
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-part='threshold'] {
    font-size: ${vars.fontSize.sm};
  }
  & > [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[2]};
    min-width: 0;
    padding: ${vars.space[4]};
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='line'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & a {
    align-self: flex-start;
    color: ${vars.color.textLink};
    font-size: ${vars.fontSize.md};
  }
`;

const STATES = ['unused', 'used', 'expired'] as const;

/** Props of {@link VoucherCard}. */
export interface VoucherCardProps {
  /** The voucher. */
  voucher: VoucherItem;
}

/**
 * A voucher: the amount off and the goods total it needs, its name, where it can be used (any shop
 * for a platform voucher, else its shop), its validity, when it was used, and a way to use it
 * while unused.
 */
export function VoucherCard({ voucher }: VoucherCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = STATES[voucher.state] ?? 'expired';
  const where = voucher.shop_id === null ? '/' : `/shop/${voucher.shop_id}`;
  return (
    <Root data-state={state}>
      <div data-part="amount">
        <span data-part="value">{money.format(voucher.amount)}</span>
        <span data-part="threshold">
          {isZero(voucher.threshold)
            ? t('user:voucher.no_threshold')
            : t('user:voucher.threshold', { amount: money.format(voucher.threshold) })}
        </span>
      </div>
      <div data-part="body">
        <h3>{voucher.name}</h3>
        <span data-part="line">
          {voucher.shop_id === null
            ? t('user:voucher.platform')
            : t('user:voucher.shop', { name: voucher.shop_name })}
        </span>
        <span data-part="line">
          <VoucherValidity voucher={voucher} />
        </span>
        {voucher.usetime !== null ? (
          <span data-part="line">
            <DateTime
              value={voucher.usetime}
              format="date"
              sentence={(date) => t('user:voucher.used_on', { date })}
            />
          </span>
        ) : null}
        {state === 'unused' ? <Link to={where}>{t('user:voucher.use')}</Link> : null}
      </div>
    </Root>
  );
}
