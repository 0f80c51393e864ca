import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { GOODS_REFUND_STATUSES, goodsRefundStatusFromWire } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import {
  ApplicationStatusChip,
  CoupleStatusChip,
  FeedbackStatusChip,
  FinanceStatusChip,
  LedgerCheckChip,
  GoodsRefundStatusChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip.js';

describe('status chips', () => {
  it.each([
    [0, 'orange'],
    [1, 'orange'],
    [2, 'orange'],
    [3, 'orange'],
    [4, 'green'],
    [5, 'grey'],
  ])('goods refund status %d is %s', async (wire, tone) => {
    const status = goodsRefundStatusFromWire(wire);
    const { container } = await renderUI(<GoodsRefundStatusChip status={status} />);
    const chip = container.querySelector('[data-tone]');
    expect(chip).toHaveAttribute('data-tone', tone);
    expect(chip?.textContent).not.toBe('');
  });

  it('labels every goods status differently', async () => {
    const { container } = await renderUI(
      <>
        {GOODS_REFUND_STATUSES.map((status) => (
          <GoodsRefundStatusChip key={status} status={status} />
        ))}
      </>,
    );
    const labels = Array.from(container.querySelectorAll('[data-tone]')).map(
      (chip) => chip.textContent,
    );
    expect(new Set(labels).size).toBe(GOODS_REFUND_STATUSES.length);
  });

  it('takes the refund state tone from the domain', async () => {
    const { container } = await renderUI(<RefundStatusChip state="refund_succeeded" />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'green');
  });

  it('labels an order status in the current language', async () => {
    await renderUI(<OrderStatusChip state="pending_payment" />, { locale: 'en' });
    expect(screen.getByText(/pa/i)).toHaveAttribute('data-tone', 'brand');
  });

  it.each([
    ['voucher', 'hidden', 'grey', 'Stopped'],
    ['voucher', 'normal', 'green', 'Active'],
    ['kept_goods', 'hidden', 'grey', 'No longer on sale'],
    ['kept_goods', 'normal', 'green', 'On sale'],
  ] as const)('shows a %s %s in %s as “%s”', async (subject, visibility, tone, label) => {
    await renderUI(<VisibilityChip subject={subject} visibility={visibility} />, {
      locale: 'en',
    });
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['pending', 'orange'],
    ['overdue', 'red'],
    ['handled', 'green'],
  ] as const)('shows a feedback %s in %s', async (status, tone) => {
    const { container } = await renderUI(<FeedbackStatusChip status={status} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['submitted', 'seller', 'orange', 'Submitted, awaiting review'],
    ['submitted', 'platform', 'orange', 'Awaiting review'],
    ['rejected', 'seller', 'red', 'Review failed, please resubmit'],
    ['rejected', 'platform', 'red', 'Rejected'],
    ['approved', 'platform', 'green', 'Approved'],
  ] as const)(
    'shows an application %s to the %s in %s as “%s”',
    async (state, viewer, tone, label) => {
      await renderUI(<ApplicationStatusChip state={state} viewer={viewer} />, { locale: 'en' });
      expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
    },
  );

  it.each([
    ['rejected', 'withdraw', 'buyer', 'red', 'Rejected'],
    ['rejected', 'withdraw', 'platform', 'red', 'Rejected'],
    ['successed', 'withdraw', 'seller', 'green', 'Successful'],
    ['successed', 'withdraw', 'platform', 'green', 'Paid out'],
    ['successed', 'recharge', 'platform', 'green', 'Credited'],
    ['created', 'recharge', 'buyer', 'orange', 'Applying'],
  ] as const)(
    'shows a %s %s to the %s in %s as “%s”',
    async (status, kind, viewer, tone, label) => {
      await renderUI(<FinanceStatusChip status={status} kind={kind} viewer={viewer} />, {
        locale: 'en',
      });
      expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
    },
  );

  it.each([
    ['inviting', 'orange'],
    ['agreed', 'green'],
    ['rejected', 'red'],
    ['dissolved', 'grey'],
  ] as const)('shows a couple invitation %s in %s', async (state, tone) => {
    const { container } = await renderUI(<CoupleStatusChip state={state} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['ok', 'green'],
    ['failed', 'red'],
    ['unfinished', 'orange'],
    ['never', 'grey'],
  ] as const)('shows a ledger check %s in %s', async (state, tone) => {
    const { container } = await renderUI(<LedgerCheckChip state={state} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
  });
});
