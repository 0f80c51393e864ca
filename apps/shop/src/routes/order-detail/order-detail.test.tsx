import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { balance, orderGoods, orderInfo } from '../../test/order-fixtures.js';
import { screenTest } from '../../test/screen-test.js';

const shipped = orderInfo({
  id: 502,
  state: 3,
  remarks: 'Gift wrap',
  paymenttime: 1_700_000_100,
  delivertime: 1_700_000_200,
  express_name: 'Swift Post',
  express_no: 'SP123456',
  autoconfirm_time: 1_700_600_000,
  progress: [
    { step: 'ordered', label_key: 'order:progress.ordered', done: true, time: 1_700_000_000 },
    { step: 'paid', label_key: 'order:progress.paid', done: true, time: 1_700_000_100 },
    { step: 'shipped', label_key: 'order:progress.shipped', done: true, time: 1_700_000_200 },
    { step: 'received', label_key: 'order:progress.received', done: false, time: null },
    { step: 'completed', label_key: 'order:progress.completed', done: false, time: null },
  ],
  goods: [
    orderGoods(),
    orderGoods({ id: 33, goods_id: 12, title: 'Cake', refund_status: 1, refund_id: 71 }),
  ],
  pay: {
    goods_total: '50.00',
    freight: '5.00',
    discount: '0.00',
    total: '55.00',
    pay_amount: '55.00',
    refund_total: '0.00',
    number: 4,
  },
  refunds: [
    { id: 71, order_goods_id: 33, goods_id: 12, state: 0, type: 0, money: '25.00', createtime: 1 },
  ],
});

const { openAt: open, server } = screenTest({
  title: 'Order details',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/order/getOrderInfo': () => ({ data: shipped }),
    'GET /wanlshop/pay/getBalance': () => ({ data: balance() }),
    'POST /wanlshop/pay/payment': () => ({
      data: { pay_no: 'P1', order_id: [501], money: '30.00', balance: '70.00' },
    }),
  },
});

const rows = (region: string) => within(screen.getByRole('region', { name: region }));

describe('order details', () => {
  it('shows the steps, address, goods with their refunds, amounts, shipping and order information', async () => {
    const app = await open('/user/order/details/502');
    const status = within(await screen.findByRole('region', { name: 'Shipped by the merchant' }));
    const steps = within(status.getByRole('list', { name: 'Order progress' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(5);
    expect(status.getByText(/Receipt will be confirmed automatically on/)).toBeInTheDocument();

    expect(rows('Shipping address').getByText('Ann Lee')).toBeInTheDocument();
    const goods = rows('Tea House');
    expect(goods.getByRole('link', { name: 'Request a refund of Green tea' })).toHaveAttribute(
      'href',
      '/user/refund/apply/502?goods=31',
    );
    expect(goods.getByText('Refunding')).toBeInTheDocument();
    expect(goods.getByRole('link', { name: 'Refund of Cake' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );

    const amounts = rows('Amounts');
    expect(amounts.getByText('Total').nextSibling).toHaveTextContent('$55.00');
    expect(amounts.getByText('Amount paid').nextSibling).toHaveTextContent('$55.00');
    expect(rows('Shipping').getByText('SP123456')).toBeInTheDocument();
    expect(rows('Refunds').getByRole('link', { name: 'Cake' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );
    expect(rows('Order information').getByText('B202401010001')).toBeInTheDocument();
    expect(rows('Order information').getByText('Gift wrap')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Request refund' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Confirm that you have received the goods?',
    );
  });

  it('pays an unpaid order from its details on desktop and reads it again', async () => {
    const app = await open('/user/order/details/501', {
      width: 1280,
      server: server({ 'GET /wanlshop/order/getOrderInfo': () => ({ data: orderInfo() }) }),
    });
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
    await app.user.click(pay);
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await app.user.type(within(payment).getByLabelText('Payment password'), 'secret1');
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/pay/payment')[0]?.body).toMatchObject({
      order_id: [501],
    });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/order/getOrderInfo')).toHaveLength(2),
    );
    // Focus returns to the button that opened the payment.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus());
  });

  it('says when the order cannot be loaded', async () => {
    await open('/user/order/details/999', {
      server: server({
        'GET /wanlshop/order/getOrderInfo': () => ({ refuse: 'Not found', status: 404 }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be loaded.');
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
  });
});
