import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chatServer, conversation, noticeItem, pageOf } from '../../test/chat-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const MERCHANT = sessionAnswer('token-1', { shop_auth: 3 });

const buyer = conversation({
  id: 20,
  name: 'Ann',
  shop_id: 0,
  content: 'When will it ship?',
  count: 1,
});

function open(width = 375) {
  return renderApp({
    path: '/mt/service',
    width,
    session: MERCHANT,
    server: chatServer({
      'GET /wanlshop/chat/lists': () => ({ data: { ...pageOf([buyer]), unread: 1 } }),
      'GET /wanlshop/notice/lists': () => ({
        data: {
          ...pageOf([
            noticeItem({
              id: 50,
              title: 'order:notice.paid',
              content: JSON.stringify({ order_no: 'B9' }),
              related_id: 509,
            }),
          ]),
          unread: 1,
        },
      }),
      'POST /wanlshop/notice/read': () => ({ data: { unread: 0 } }),
    }),
  });
}

describe("the merchant's messages (/mt/service)", () => {
  it("lists the buyers' conversations, each opening the merchant's conversation", async () => {
    const app = await open();
    expect(
      await screen.findByRole('heading', { name: 'Customer messages', level: 1 }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Ann/ });
    expect(link).toHaveAttribute('href', '/mt/chat/20');
    expect(within(link).getByText('When will it ship?')).toBeInTheDocument();
    await app.user.click(link);
    await waitFor(() => expect(app.path()).toBe('/mt/chat/20'));
  });

  it("leads a paid order's notice to the shop's order, on desktop", async () => {
    const app = await open(1280);
    const notices = await screen.findByRole('region', { name: 'Notices' });
    const paid = await within(notices).findByRole('button', { name: /New order to ship/ });
    expect(paid).toHaveTextContent('Order B9 has been paid. Please ship it.');
    await app.user.click(paid);
    await waitFor(() => expect(app.path()).toBe('/mt/order/details/509'));
  });
});
