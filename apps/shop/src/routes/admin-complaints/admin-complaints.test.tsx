import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { complaint, operatorSession, page } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'GET /admin/complaints': () => ({
    data: page([
      complaint(),
      complaint({
        id: 112,
        type: 'goods',
        target_id: 99,
        target_name: '',
        reason: 'Fake photos',
        status: 'pending',
        hours_waited: 2,
        hours_left: 70,
      }),
    ]),
  }),
  'POST /admin/complaints/handle': () => ({ data: complaint({ status: 'handled' }) }),
});

async function open(options: { width?: number; handlers?: Record<string, ServerHandler> } = {}) {
  const app = await renderApp({
    path: '/admin/complaints',
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Reports', level: 1 });
  return app;
}

describe('reports', () => {
  it.each([375, 1280])(
    'lists open reports with their target, reason and wait (%i px)',
    async (width) => {
      const app = await open({ width });
      const shop = within(await screen.findByRole('region', { name: 'Shop: Tea House' }));
      expect(shop.getByText('Counterfeit goods')).toBeInTheDocument();
      expect(shop.getByText('The tea is not from Uji')).toBeInTheDocument();
      expect(shop.getByText('Waiting 80 h, past the 72 hours')).toBeInTheDocument();
      const gone = within(screen.getByRole('region', { name: 'Goods: no longer exists (#99)' }));
      expect(gone.getByText('Waiting 2 h, 70 h left')).toBeInTheDocument();
      expect(app.server.calls('GET /admin/complaints')[0]?.query.get('status')).toBe('open');
    },
  );

  it('handles a report with a reply', async () => {
    const app = await open();
    const shop = within(await screen.findByRole('region', { name: 'Shop: Tea House' }));
    await app.user.click(shop.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to “Shop: Tea House”' });
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Reply' }),
      'The shop has been warned',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    await expectToast(app, 'Reply sent, the report is handled');
    expect(app.server.calls('POST /admin/complaints/handle')[0]?.body).toEqual({
      id: 111,
      reply: 'The shop has been warned',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal', async () => {
    const app = await open({
      handlers: {
        'POST /admin/complaints/handle': () => ({
          refuse: 'This request has already been handled',
        }),
      },
    });
    const shop = within(await screen.findByRole('region', { name: 'Shop: Tea House' }));
    await app.user.click(shop.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Done');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    await expectToast(app, 'This request has already been handled');
  });

  it('says when no report waits', async () => {
    const app = await open({ handlers: { 'GET /admin/complaints': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No reports wait for an answer')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(app.path()).toBe('/admin/complaints?status=overdue'));
    expect(await screen.findByText('No reports here')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    const down = outage(() => ({ data: page([complaint()]) }));
    const app = await open({
      handlers: {
        'GET /admin/complaints': down.handler,
      },
    });
    await down.retry(app, 'The reports could not be loaded.');
    expect(await screen.findByRole('region', { name: 'Shop: Tea House' })).toBeInTheDocument();
  });
});
