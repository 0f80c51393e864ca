import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { order as orderApi } from '@bazaar/api/contract';
import { ReadPage } from '../../app/index.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { orderInfo } from '../../test/order-fixtures.js';
import { renderWithProviders } from '../../test/render-app.js';
import { useAddressedRecord, type IdPlace } from './use-addressed-record.js';

const ORDER_INFO = 'GET /wanlshop/order/getOrderInfo';

/** A screen that reads the order its address names and shows its number. */
function OrderScreen({ idFrom }: { idFrom?: IdPlace }) {
  const order = useAddressedRecord(orderApi.getOrderInfo, { idFrom });
  return (
    <ReadPage
      {...order}
      title="Order"
      skeleton={<p>shapes</p>}
      failedMessage={order.id ? 'The order could not be read.' : 'No order named.'}
      back={<a href="/orders">Orders</a>}
    >
      {(info) => <p>Order {info.order_no}</p>}
    </ReadPage>
  );
}

async function open(path: string, handler: ServerHandler, idFrom?: IdPlace) {
  const server = createFakeServer({ [ORDER_INFO]: handler });
  const app = await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/order/:id?" element={<OrderScreen idFrom={idFrom} />} />
      </Routes>
    </MemoryRouter>,
    { server, session: sessionAnswer() },
  );
  return { ...app, server };
}

describe('useAddressedRecord', () => {
  it.each<[string, IdPlace | undefined]>([
    ['/order/12', undefined],
    ['/order/12', 'path'],
    ['/order?id=12', 'query'],
  ])('reads the record %s names (id from %s) and hands it to the page', async (path, idFrom) => {
    const { server } = await open(
      path,
      (request) => ({ data: orderInfo({ id: Number(request.query.get('id')), order_no: 'N12' }) }),
      idFrom,
    );
    expect(await screen.findByText('Order N12')).toBeInTheDocument();
    expect(server.calls(ORDER_INFO).map((call) => call.query.get('id'))).toEqual(['12']);
  });

  it.each([['/order'], ['/order/abc'], ['/order/0'], ['/order/-3']])(
    'reads nothing at %s, and the page says so without Retry',
    async (path) => {
      const { server } = await open(path, () => ({ data: orderInfo() }));
      expect(screen.getByRole('alert')).toHaveTextContent('No order named.');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
      expect(server.calls(ORDER_INFO)).toEqual([]);
    },
  );

  it('ignores a query id when the id is in the path', async () => {
    const { server } = await open('/order?id=12', () => ({ data: orderInfo() }));
    expect(screen.getByRole('alert')).toHaveTextContent('No order named.');
    expect(server.calls(ORDER_INFO)).toEqual([]);
  });

  it('shows the shapes, announced as loading, until the record comes', async () => {
    let answer!: (value: { data: unknown }) => void;
    await open('/order/12', () => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('shapes')).toBeInTheDocument();
    answer({ data: orderInfo({ order_no: 'N12' }) });
    expect(await screen.findByText('Order N12')).toBeInTheDocument();
    expect(screen.queryByText('shapes')).not.toBeInTheDocument();
  });

  it('shows a failed read with Retry, which reads again', async () => {
    let answer: 'refuse' | 'order' = 'refuse';
    const { server, user } = await open('/order/12', () =>
      answer === 'refuse'
        ? { refuse: 'Order not found', status: 404 }
        : { data: orderInfo({ order_no: 'N12' }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be read.');
    answer = 'order';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order N12')).toBeInTheDocument();
    expect(server.calls(ORDER_INFO)).toHaveLength(2);
  });
});
