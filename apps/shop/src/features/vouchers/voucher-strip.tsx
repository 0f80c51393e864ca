import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { coupon, type ClaimableVoucher } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Button, Chip, vars } from '@bazaar/ui';
import { loginPath, useNotify, useServices } from '../../app/index.js';
import { useSession } from '../../state/index.js';
import { useMoney } from '../wallet/use-money.js';
import { bareList } from '../../app/layout/bare-list.js';

const Strip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bgSurface};

  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    ${bareList}
  }
  & li {
    display: flex;
    flex: 1 1 14rem;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    min-width: 0;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px dashed ${vars.color.borderBrand};
    border-radius: ${vars.radius.md};
  }
  & [data-part='offer'] {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  /* The claim button and the "Claimed" chip keep their word whole ("Получить" broke into
     "Получит / ь", and "Claimed" into "Claime / d", at 375 px): the offer's text wraps instead. */
  & li > :last-child {
    flex: none;
  }
  & [data-part='amount'] {
    color: ${vars.color.textBrand};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='name'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

/** Props of {@link VoucherStrip}. */
export interface VoucherStripProps {
  /** The shop whose vouchers (with the platform's) are offered. */
  shopId?: number;
  /** A goods whose shop's vouchers (with the platform's) are offered. */
  goodsId?: number;
  /** The heading, already translated. @default t('user:voucher.strip') */
  title?: string;
}

/**
 * The vouchers a buyer may claim here (`coupon/getList` for a shop or a goods: the shop's and the
 * platform's), each with its amount off and minimum spend and a Claim button (`coupon/receive`);
 * a claimed one says so. A visitor is sent to log in first. Nothing shows when there is none.
 */
export function VoucherStrip({ shopId, goodsId, title }: VoucherStripProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  const list = useEndpoint(coupon.getList, {
    ...(shopId ? { shop_id: shopId } : {}),
    ...(goodsId ? { goods_id: goodsId } : {}),
    limit: 20,
  });
  const [claiming, setClaiming] = useState<number | null>(null);
  const items = list.data?.data ?? [];
  if (items.length === 0) return null;

  const claim = async (voucher: ClaimableVoucher) => {
    if (!isLoggedIn) {
      notify.error('errors:login_required');
      void navigate(loginPath(pathname));
      return;
    }
    setClaiming(voucher.id);
    try {
      await client.call(coupon.receive, { id: voucher.id });
      notify.success('user:voucher.claimed_notice');
      await list.mutate();
    } catch {
      // The API client has shown the refusal (claimed already, none left...).
    } finally {
      setClaiming(null);
    }
  };

  return (
    <Strip aria-labelledby="voucher-strip">
      <h2 id="voucher-strip">{title ?? t('user:voucher.strip')}</h2>
      <ul>
        {items.map((voucher) => (
          <li key={voucher.id}>
            <span data-part="offer">
              <span data-part="amount">
                {t('user:voucher.offer', {
                  amount: money.format(voucher.amount),
                  threshold: money.format(voucher.threshold),
                })}
              </span>
              <span data-part="name">
                {voucher.name} ·{' '}
                {voucher.shop_id === null
                  ? t('user:voucher.platform')
                  : t('user:voucher.shop', { name: voucher.shop_name })}
              </span>
            </span>
            {voucher.is_received ? (
              <Chip tone="green">{t('user:voucher.claimed')}</Chip>
            ) : (
              <Button
                size="sm"
                variant="outline"
                isLoading={claiming === voucher.id}
                aria-label={t('user:voucher.claim_of', { name: voucher.name })}
                onPress={() => void claim(voucher)}
              >
                {t('user:voucher.claim')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Strip>
  );
}
