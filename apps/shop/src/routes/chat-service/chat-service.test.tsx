import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chatMessage, chatServer, pageOf } from '../../test/chat-fixtures.js';
import type { ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { orderItem } from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const SERVICE_ID = 1;

const welcome = chatMessage({
  id: 700,
  form: { id: SERVICE_ID, name: 'admin', avatar: '', shop_id: 0 },
  message: { type: 'text', content: { text: 'How can we help?' } },
});

function open(handlers: Record<string, ServerHandler> = {}, width = 375) {
  return renderApp({
    path: '/user/service',
    width,
    session: sessionAnswer(),
    server: chatServer({
      'GET /wanlshop/common/getServiceUrl': () => ({
        data: { url: `/chat/${SERVICE_ID}`, user_id: SERVICE_ID },
      }),
      'POST /wanlshop/chat/history': () => ({ data: pageOf([welcome]) }),
      ...handlers,
    }),
  });
}

describe('customer service (/user/service)', () => {
  it('opens the conversation with the service user named by getServiceUrl', async () => {
    const app = await open();
    expect(
      await screen.findByRole('heading', { name: 'Customer service', level: 1 }),
    ).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('How can we help?')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/chat/history')[0]?.body).toMatchObject({
      to_id: SERVICE_ID,
    });
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/read')[0]?.body).toEqual({ id: SERVICE_ID }),
    );
    expect(app.path()).toBe('/user/service');
  });

  it('offers every order to send (the service has no shop)', async () => {
    const app = await open({
      'GET /wanlshop/order/getOrderList': () => ({
        data: pageOf([
          orderItem(),
          orderItem({ id: 502, order_no: 'B2', shop: { id: 5, shopname: 'Bakery', avatar: '' } }),
        ]),
      }),
    });
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
      'How can we help?',
    );
    await app.user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
    expect(await within(sheet).findByRole('button', { name: 'Send order B2' })).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: 'Send order B202401010001' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    let fail = true;
    const app = await open({
      'GET /wanlshop/order/getOrderList': () =>
        fail ? 'network-error' : { data: pageOf([orderItem()]) },
    });
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
      'How can we help?',
    );
    await app.user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
    expect(
      await within(sheet).findByText('Your orders could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await app.user.click(within(sheet).getByRole('button', { name: 'Retry' }));
    expect(
      await within(sheet).findByRole('button', { name: 'Send order B202401010001' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the service cannot be reached, in the desktop layout too', async () => {
    let fail = true;
    const app = await open(
      {
        'GET /wanlshop/common/getServiceUrl': () =>
          fail ? 'network-error' : { data: { url: `/chat/${SERVICE_ID}`, user_id: SERVICE_ID } },
      },
      1280,
    );
    expect(
      await screen.findByText('Customer service could not be reached.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
        'How can we help?',
      ),
    ).toBeInTheDocument();
  });
});
