import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantOrderInfo, merchantSession } from '../../test/merchant-trade-fixtures.js';
import { balance, orderGoods } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

const NOW = 1_700_100_000_000;

const received = merchantOrderInfo({
  id: 502,
  state: 4,
  ship_deadline: null,
  delivertime: 1_700_000_200,
  taketime: 1_700_000_300,
  canceltime: 1_700_000_400,
  express_name: 'Swift Post',
  express_no: 'SP123',
  remarks: 'Gift wrap',
  merchant_actions: ['contact_buyer'],
  goods: [
    orderGoods(),
    orderGoods({ id: 33, goods_id: 12, title: 'Cake', refund_status: 3, refund_id: 71 }),
  ],
  pay: {
    goods_total: '50.00',
    freight: '5.00',
    discount: '0.00',
    total: '55.00',
    pay_amount: '55.00',
    refund_total: '25.00',
    number: 4,
  },
  refunds: [
    { id: 71, order_goods_id: 33, goods_id: 12, state: 4, type: 0, money: '25.00', createtime: 1 },
    { id: 72, order_goods_id: 99, goods_id: 13, state: 5, type: 0, money: '1.00', createtime: 2 },
  ],
  wholesale: '16.00',
  income: '30.00',
  profit: '14.00',
});

const { openAt: open, server } = screenTest({
  title: 'Order details',
  session: merchantSession(),
  now: () => NOW,
  routes: {
    'GET /wanlshop/merchant/orderInfo': () => ({ data: received }),
    'GET /wanlshop/pay/getBalance': () => ({ data: balance() }),
    'POST /wanlshop/merchant/ship': () => ({
      data: { id: 501, state: 3, wholesale: '16.00', balance: '84.00' },
    }),
  },
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('merchant order details', () => {
  it("shows the buyer, goods with refunds, the merchant's money, shipping and the order", async () => {
    await open('/mt/order/details/502');
    await screen.findByRole('region', { name: 'Received' });
    const buyer = region('Buyer');
    expect(buyer.getByText('Ann')).toBeInTheDocument();
    expect(buyer.getByText('Ann Lee')).toBeInTheDocument();
    expect(buyer.getByRole('link', { name: 'Contact buyer' })).toHaveAttribute(
      'href',
      '/mt/chat/7',
    );

    const goods = region('Goods');
    expect(goods.getByText('Refund complete')).toBeInTheDocument();
    expect(goods.getByRole('link', { name: 'Refund of Cake' })).toHaveAttribute(
      'href',
      '/mt/refund_details/71',
    );

    const amounts = region('Amounts');
    expect(amounts.getByText('Goods total').nextSibling).toHaveTextContent('$50.00');
    expect(amounts.getByText('Shipping fee').nextSibling).toHaveTextContent('$5.00');
    expect(amounts.getByText('Refunded').nextSibling).toHaveTextContent('$25.00');
    expect(amounts.getByText('Wholesale cost').nextSibling).toHaveTextContent('$16.00');
    expect(amounts.getByText('Your income').nextSibling).toHaveTextContent('$30.00');
    expect(amounts.getByText('Profit').nextSibling).toHaveTextContent('$14.00');

    expect(region('Shipping').getByText('SP123')).toBeInTheDocument();
    expect(region('Refunds').getByRole('link', { name: 'Cake' })).toHaveAttribute(
      'href',
      '/mt/refund_details/71',
    );
    expect(region('Refunds').getByRole('link', { name: '#72' })).toBeInTheDocument();
    expect(region('Order information').getByText('Gift wrap')).toBeInTheDocument();
    expect(region('Order information').getByText('Closed on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('counts down to the shipping deadline and ships from the details on desktop', async () => {
    const app = await open('/mt/order/details/501', {
      width: 1280,
      server: server({ 'GET /wanlshop/merchant/orderInfo': () => ({ data: merchantOrderInfo() }) }),
    });
    const status = region('Awaiting shipment');
    expect(await status.findByText('Time left to ship')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship the order' }));
    await dialog.findByText('Wholesale cost to pay');
    await app.user.click(dialog.getByRole('button', { name: /Courier/ }));
    await app.user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'SF Express' }),
    );
    await app.user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'SF1002003004');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    await expectToast(app, 'The order has been shipped');
    expect(app.server.calls('POST /wanlshop/merchant/ship')[0]?.body).toEqual({
      id: 501,
      express_name: 'SF Express',
      express_no: 'SF1002003004',
    });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/orderInfo').length).toBeGreaterThan(1),
    );
  });

  it('says when the order cannot be loaded, and when none is chosen', async () => {
    const app = await open('/mt/order/details/999', {
      server: server({
        'GET /wanlshop/merchant/orderInfo': () => ({ refuse: 'Not found', status: 404 }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be loaded.');
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/orderInfo').length).toBeGreaterThan(1),
    );
    await app.user.click(screen.getByRole('link', { name: 'Commodity orders' }));
    await waitFor(() => expect(app.path()).toBe('/mt/order'));
  });

  it('asks for an order when the address has none', async () => {
    await open('/mt/order/details');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order was chosen.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
