import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { address, orderGoods, orderItem, page } from '../../test/order-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const unpaid = orderItem();
const shipped = orderItem({
  id: 502,
  order_no: 'B202401010002',
  state: 3,
  shop: { id: 2, shopname: 'Bakery', avatar: '' },
  goods: [orderGoods({ id: 32, title: 'Cake', refund_status: 0 })],
});

const { openAt: open, server } = screenTest({
  title: 'My orders',
  path: '/user/order',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/order/getOrderList': () => ({ data: page([unpaid, shipped]) }),
    'POST /wanlshop/order/cancelOrder': () => ({ data: { id: 501, state: 7 } }),
    'POST /wanlshop/order/confirmOrder': () => ({ data: { id: 502, state: 4 } }),
    'POST /wanlshop/order/editOrderAddress': () => ({
      data: { id: 501, address_id: 4, address: { ...address(), name: 'Bo Chan' } },
    }),
    'GET /wanlshop/address/getaddress': () => ({
      data: page([address(), address({ id: 4, name: 'Bo Chan', is_default: false })]),
    }),
  },
});

/** The order of a shop in the list (its list item). */
const card = async (shop: string) =>
  (await screen.findByRole('heading', { name: shop, level: 3 })).closest('li')!;

describe('orders', () => {
  it('lists the tab of the address, with the waiting counts, and switches tabs by path', async () => {
    const app = await open('/user/order/3');
    const tabs = within(screen.getByRole('tablist', { name: 'Order status' }));
    expect(tabs.getByRole('tab', { name: 'To receive' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'To pay (1)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/order/getOrderList')[0]?.query.get('state')).toBe('3'),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'To pay (1)' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/1'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/order/getOrderList').at(-1)?.query.get('state')).toBe(
        '1',
      ),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/user/order'));
  });

  it('shows "no orders" for an empty tab and pages to "no more data"', async () => {
    const paged = server({
      'GET /wanlshop/order/getOrderList': ({ query }) =>
        query.get('state') === '6'
          ? { data: page([]) }
          : query.get('page') === '2'
            ? { data: page([shipped], 2, 2) }
            : { data: page([unpaid], 1, 2) },
    });
    const app = await open('/user/order/6', { server: paged });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('heading', { name: 'Tea House', level: 3 });
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Bakery', level: 3 })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('offers the actions of each state and cancels only after the confirmation', async () => {
    const app = await open();
    const teaOrder = within(await card('Tea House'));
    expect(teaOrder.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel order',
      'Change address',
      'Pay now',
    ]);
    const bakeryOrder = within(await card('Bakery'));
    expect(bakeryOrder.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Request refund',
      'Confirm receipt',
    ]);

    await app.user.click(teaOrder.getByRole('button', { name: 'Cancel order' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Cancel this order?');
    await app.user.click(within(question).getByRole('button', { name: 'Keep order' }));
    expect(app.server.calls('POST /wanlshop/order/cancelOrder')).toHaveLength(0);
    // Focus goes back to the button that asked.
    await waitFor(() =>
      expect(teaOrder.getByRole('button', { name: 'Cancel order' })).toHaveFocus(),
    );

    const lists = app.server.calls('GET /wanlshop/order/getOrderList').length;
    await app.user.click(teaOrder.getByRole('button', { name: 'Cancel order' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/order/cancelOrder')[0]?.body).toEqual({ id: 501 });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/order/getOrderList').length).toBeGreaterThan(lists),
    );
  });

  it('confirms receipt after asking', async () => {
    const app = await open();
    await app.user.click(
      within(await card('Bakery')).getByRole('button', { name: 'Confirm receipt' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Confirm that you have received the goods?');
    await app.user.click(within(question).getByRole('button', { name: 'Yes, I received it' }));
    expect(await screen.findByText('Receipt confirmed')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/order/confirmOrder')[0]?.body).toEqual({ id: 502 });
  });

  it('changes the address of an unpaid order', async () => {
    const app = await open();
    await app.user.click(
      within(await card('Tea House')).getByRole('button', { name: 'Change address' }),
    );
    const chooser = await screen.findByRole('dialog', { name: 'Choose an address' });
    await app.user.click(within(chooser).getAllByRole('button', { name: 'Use this address' })[1]!);
    expect(await screen.findByText('Modified successfully')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/order/editOrderAddress')[0]?.body).toEqual({
      id: 501,
      address_id: 4,
    });
  });

  it('offers refund, buy again and review on a received order, the review on its screen', async () => {
    const received = orderItem({
      id: 503,
      state: 4,
      shop: { id: 3, shopname: 'Deli', avatar: '' },
    });
    const app = await open('/user/order', {
      server: server({ 'GET /wanlshop/order/getOrderList': () => ({ data: page([received]) }) }),
    });
    const deli = within(await card('Deli'));
    expect(deli.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Request refund',
      'Buy again',
      'Review',
    ]);
    await app.user.click(deli.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/comment?id=503'));
  });

  it('buys again through the order confirmation with the same goods', async () => {
    const done = orderItem({ id: 504, state: 6, goods: [orderGoods({ commented: true })] });
    const app = await open('/user/order', {
      server: server({ 'GET /wanlshop/order/getOrderList': () => ({ data: page([done]) }) }),
    });
    await app.user.click(
      within(await card('Tea House')).getByRole('button', { name: 'Buy again' }),
    );
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    expect(app.services.store.getState().order.pending).toEqual([
      { goods_id: 11, sku_id: 101, number: 2 },
    ]);
  });

  it('hides the refund when every line already has one, and opens the refund form otherwise', async () => {
    const refunding = orderItem({
      id: 505,
      state: 5,
      goods: [orderGoods({ refund_status: 1, refund_id: 71 })],
    });
    const app = await open('/user/order', {
      server: server({
        'GET /wanlshop/order/getOrderList': () => ({ data: page([refunding, shipped]) }),
      }),
    });
    const tea = within(await card('Tea House'));
    expect(tea.getByText('Refunding')).toBeInTheDocument();
    expect(tea.getByRole('link', { name: 'Refund of Green tea' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );
    expect(
      within(await card('Bakery')).queryByRole('link', { name: /Refund of/ }),
    ).not.toBeInTheDocument();
    expect(tea.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
    await app.user.click(
      within(await card('Bakery')).getByRole('button', { name: 'Request refund' }),
    );
    await waitFor(() => expect(app.path()).toBe('/user/refund/apply/502'));
  });

  it('says when the orders cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([unpaid]) }));
    const app = await open('/user/order', {
      server: server({
        'GET /wanlshop/order/getOrderList': down.handler,
      }),
    });
    await down.retry(app, 'The orders could not be loaded.');
    expect(await screen.findByRole('heading', { name: 'Tea House', level: 3 })).toBeInTheDocument();
  });

  it('works with the keyboard on desktop: arrows move between tabs', async () => {
    const app = await open('/user/order', { width: 1280 });
    const all = screen.getByRole('tab', { name: 'All' });
    await app.user.click(all);
    await app.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.path()).toBe('/user/order/1'));
    expect(screen.getByRole('tab', { name: 'To pay (1)' })).toHaveFocus();
  });
});
