import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { goodsRefundStatusTone } from '@bazaar/domain';
import { YEN } from '../../test/fixtures.js';
import { renderUI } from '../../test/render.js';
import { OrderCard } from './order-card.js';

const lines = [
  { id: 1, title: 'Cup', image: '/c.png', price: '10', number: 2 },
  {
    id: 2,
    title: 'Pot',
    image: '/p.png',
    price: '5',
    number: 1,
    refundStatus: 'refund_complete' as const,
  },
];

describe('OrderCard', () => {
  it('shows the goods, the item count and the total in the display currency', async () => {
    const { container } = await renderUI(
      <OrderCard
        shopName="Tea"
        state="shipped"
        lines={lines}
        total="25"
        currency={YEN}
        href="/o/1"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('3 items, total')).toBeInTheDocument();
    expect(container).toHaveTextContent('¥500.00');
    const refundChip = within(screen.getAllByRole('listitem')[1] as HTMLElement).getByText(/./, {
      selector: '[data-tone]',
    });
    expect(refundChip).toHaveAttribute('data-tone', goodsRefundStatusTone('refund_complete'));
    expect(screen.getByRole('link', { name: 'Order details' })).toHaveAttribute('href', '/o/1');
  });

  it('reports its actions by id', async () => {
    const onAction = vi.fn();
    const { user } = await renderUI(
      <OrderCard
        shopName="Tea"
        state="pending_payment"
        lines={lines}
        total="25"
        currency={YEN}
        href="/o/1"
        actions={[
          { id: 'cancel', label: 'Cancel order' },
          { id: 'pay', label: 'Pay now', isPrimary: true },
        ]}
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onAction).toHaveBeenCalledWith('pay');
  });
});
