import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ResponseOf, merchantOrder } from '@bazaar/api/contract';
import { ME, chatMessage, chatServer, myMessage, pageOf } from '../../test/chat-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { orderItem } from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const MERCHANT = sessionAnswer('token-1', { shop_auth: 3 });
const BUYER = 20;

type ShopOrder = ResponseOf<typeof merchantOrder.orders>['data'][number];

function shopOrder(id: number, orderNo: string, buyer: number): ShopOrder {
  return {
    ...orderItem({ id, order_no: orderNo }),
    buyer: { id: buyer, username: `user${buyer}`, nickname: '' },
    ship_deadline: null,
    overdue: false,
  };
}

function open(path = `/mt/chat/${BUYER}`, width = 375) {
  return renderApp({
    path,
    width,
    session: MERCHANT,
    server: chatServer({
      'POST /wanlshop/chat/history': () => ({
        data: pageOf([
          myMessage('It ships tomorrow', 801, BUYER),
          chatMessage({
            id: 800,
            to_id: ME,
            form: { id: BUYER, name: 'Ann', avatar: '', shop_id: 0 },
            message: { type: 'text', content: { text: 'When will it ship?' } },
          }),
        ]),
      }),
      'GET /wanlshop/merchant/orders': () => ({
        data: pageOf([shopOrder(601, 'S601', BUYER), shopOrder(602, 'S602', 21)]),
      }),
      'POST /wanlshop/chat/send': () => ({
        data: chatMessage({
          id: 802,
          to_id: BUYER,
          form: { id: ME, name: 'Buyer', avatar: '', shop_id: 3 },
          message: {
            type: 'order',
            content: {
              order_id: 601,
              order_no: 'S601',
              title: 'Green tea',
              image: '',
              count: 2,
              total: '30.00',
              state: 1,
            },
          },
        }),
      }),
    }),
  });
}

describe("the merchant's conversation (/mt/chat/:id)", () => {
  it('shows the conversation with the buyer, named by them, and sends one of their orders', async () => {
    const app = await open();
    expect(await screen.findByRole('heading', { name: 'Ann', level: 1 })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('When will it ship?')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
    const send = await within(sheet).findByRole('button', { name: 'Send order S601' });
    expect(within(sheet).queryByText('Order S602')).not.toBeInTheDocument();
    await app.user.click(send);
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
        to_id: BUYER,
        message: { type: 'order', content: { order_id: 601 } },
      }),
    );
    expect(app.server.calls('GET /wanlshop/merchant/orders')[0]?.query.get('state')).toBe('0');
  });

  it('says so for an address that names no one, on desktop too', async () => {
    await open('/mt/chat/x', 1280);
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat does not exist.');
  });
});
