import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantSession, profitRecord } from '../../test/merchant-trade-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { screenTest } from '../../test/screen-test.js';

const totals = { wholesale: '20.00', retail: '40.00', income: '40.00', profit: '20.00' };
const first = profitRecord();
const loss = profitRecord({
  id: 92,
  order_id: 502,
  order_no: 'B202401010002',
  before: '130.00',
  after: '140.00',
  wholesale: '12.00',
  retail: '10.00',
  freight: '0.00',
  income: '10.00',
  profit: '-2.00',
});

const { open, server } = screenTest({
  title: 'Profit records',
  path: '/mt/order_profit',
  session: merchantSession(),
  routes: {
    'GET /wanlshop/merchant/profit': ({ query }) => ({
      data:
        query.get('page') === '2'
          ? { ...page([loss], 2, 2), totals }
          : { ...page([first], 1, 2), totals },
    }),
  },
});

describe('merchant profit records', () => {
  it('shows the totals and each record, paged to "no more data"', async () => {
    const app = await open();
    const all = within(await screen.findByRole('region', { name: 'All records' }));
    expect(all.getByText('Retail').nextSibling).toHaveTextContent('$40.00');
    expect(all.getByText('Profit').nextSibling).toHaveTextContent('$20.00');
    const record = within(await screen.findByRole('article', { name: 'Order B202401010001' }));
    expect(record.getByRole('link', { name: 'Order B202401010001' })).toHaveAttribute(
      'href',
      '/mt/order/details/501',
    );
    expect(record.getByText('Balance before').nextSibling).toHaveTextContent('$100.00');
    expect(record.getByText('Balance after').nextSibling).toHaveTextContent('$130.00');
    expect(record.getByText('Wholesale').nextSibling).toHaveTextContent('$16.00');
    expect(record.getByText('Shipping fee').nextSibling).toHaveTextContent('$5.00');
    expect(record.getByText('Income').nextSibling).toHaveTextContent('$30.00');
    expect(record.getByText('Profit').nextSibling).toHaveTextContent('$14.00');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = within(await screen.findByRole('article', { name: 'Order B202401010002' }));
    expect(second.getByText('Profit').nextSibling).toHaveTextContent('-$2.00');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('shows "no data" without records, and a retry when they fail, on desktop', async () => {
    let fail = true;
    const app = await open({
      width: 1280,
      server: server({
        'GET /wanlshop/merchant/profit': () =>
          fail
            ? { refuse: 'Server error', status: 500 }
            : {
                data: {
                  ...page([]),
                  totals: { wholesale: '0.00', retail: '0.00', income: '0.00', profit: '0.00' },
                },
              },
      }),
    });
    expect(await screen.findByText('The profit records could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'All records' })).toBeInTheDocument(),
    );
  });
});
