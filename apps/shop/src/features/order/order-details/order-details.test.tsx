import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeServer } from '../../../test/fake-server.js';
import { sessionAnswer } from '../../../test/fixtures.js';
import { merchantOrderInfo, merchantSession } from '../../../test/merchant-trade-fixtures.js';
import { balance, orderGoods } from '../../../test/order-fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { orderViewerRules, type OrderViewer } from './order-viewer.js';

// One shipped order with a line refunding and a line that can still be refunded, read by both
// viewers: the seller's read is the buyer's plus the buyer, the shop's money and its actions.
const shipped = merchantOrderInfo({
  id: 502,
  state: 3,
  paymenttime: 1_700_000_100,
  delivertime: 1_700_000_200,
  express_name: 'Swift Post',
  express_no: 'SP123',
  autoconfirm_time: 1_700_600_000,
  ship_deadline: null,
  actions: ['confirm', 'refund'],
  merchant_actions: ['contact_buyer'],
  goods: [
    orderGoods(),
    orderGoods({ id: 33, goods_id: 12, title: 'Cake', refund_status: 1, refund_id: 71 }),
  ],
  refunds: [
    { id: 71, order_goods_id: 33, goods_id: 12, state: 0, type: 0, money: '25.00', createtime: 1 },
  ],
  wholesale: '16.00',
  income: '30.00',
  profit: '14.00',
});

async function openAs(viewer: OrderViewer) {
  const app = await renderApp({
    path: viewer === 'buyer' ? '/user/order/details/502' : '/mt/order/details/502',
    session: viewer === 'buyer' ? sessionAnswer() : merchantSession(),
    server: createFakeServer({
      'GET /wanlshop/order/getOrderInfo': () => ({ data: shipped }),
      'GET /wanlshop/merchant/orderInfo': () => ({ data: shipped }),
      'GET /wanlshop/pay/getBalance': () => ({ data: balance() }),
    }),
  });
  await screen.findByRole('region', { name: 'Amounts' });
  return app;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('order details per viewer', () => {
  it.each([
    ['buyer', '/user/refund/details/71', 'order:detail.title'],
    ['seller', '/mt/refund_details/71', 'merchant:order_detail.title'],
  ] as const)('the %s opens a refund at %s, titled %s', (viewer, path, titleKey) => {
    const rules = orderViewerRules(viewer);
    expect(rules.refundPath(71)).toBe(path);
    expect(rules.titleKey).toBe(titleKey);
  });

  it('shows the buyer their address, the shop, refund requests and their actions, not the shop’s money', async () => {
    await openAs('buyer');
    expect(region('Shipping address').getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(
      region('Tea House').getByRole('link', { name: 'Request a refund of Green tea' }),
    ).toBeVisible();
    expect(region('Refunds').getByRole('link', { name: 'Cake' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );
    expect(
      region('Shipped by the merchant').getByText(/Receipt will be confirmed automatically on/),
    ).toBeInTheDocument();
    expect(region('Amounts').queryByText('Income')).not.toBeInTheDocument();
    expect(region('Amounts').queryByText('Profit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('shows the seller the buyer, the shop’s money and refund links to the console, never the buyer’s actions', async () => {
    await openAs('seller');
    const buyer = region('Buyer');
    expect(buyer.getByRole('link', { name: 'Contact buyer' })).toBeInTheDocument();
    expect(buyer.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipping address' })).not.toBeInTheDocument();
    const goods = region('Goods');
    expect(goods.queryByRole('link', { name: /Request a refund/ })).not.toBeInTheDocument();
    expect(goods.getByRole('link', { name: 'Refund of Cake' })).toHaveAttribute(
      'href',
      '/mt/refund_details/71',
    );
    expect(region('Refunds').getByRole('link', { name: 'Cake' })).toHaveAttribute(
      'href',
      '/mt/refund_details/71',
    );
    expect(screen.queryByText(/Receipt will be confirmed automatically/)).not.toBeInTheDocument();
    expect(region('Amounts').getByText('Profit').nextSibling).toHaveTextContent('$14.00');
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
  });
});
