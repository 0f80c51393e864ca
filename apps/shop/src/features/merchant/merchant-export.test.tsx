import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultExportPeriod } from '@bazaar/domain';
import { type ServerHandler } from '../../test/fake-server.js';
import { consoleStats } from '../../test/merchant-shop-fixtures.js';
import { merchantSession } from '../../test/merchant-trade-fixtures.js';
import { balance, page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const CSV = 'Time,Type,Amount (USD)\r\n2026-11-02 10:00:00,Sales income,30.00\r\n';

const server = serverWith({
  'GET /wanlshop/pay/getBalance': () => ({ data: { ...balance('130.00'), withdrawable: '1' } }),
  'GET /wanlshop/pay/moneyLog': () => ({ data: page([]) }),
  'GET /wanlshop/merchant/profit': () => ({
    data: {
      ...page([]),
      totals: { wholesale: '0.00', retail: '0.00', income: '0.00', profit: '0.00' },
    },
  }),
  'GET /wanlshop/merchant/orders': () => ({ data: page([]) }),
  'GET /wanlshop/merchant/console': () => ({ data: consoleStats({ time_zone: 'UTC' }) }),
  'GET /wanlshop/merchant/export': () => ({ file: CSV, type: 'text/csv; charset=utf-8' }),
});

let saved: { blob: Blob; name: string }[];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ blob, name: this.download });
  });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

async function openExport(path: string, width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path,
    width,
    session: merchantSession(),
    server: server(handlers),
  });
  await app.user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Export records' }));
  return { app, dialog };
}

describe('the CSV export of the merchant console', () => {
  const today = defaultExportPeriod(Date.now(), 'UTC');

  it('downloads the statement of this month from the finance page, as the file of the period', async () => {
    const { app, dialog } = await openExport('/mt/finance');
    expect(dialog.getByRole('button', { name: /Records/ })).toHaveTextContent('Statement');
    expect(dialog.getByLabelText(/^From/)).toHaveValue(today.from);
    expect(dialog.getByLabelText(/^To/)).toHaveValue(today.to);
    await app.user.click(dialog.getByRole('button', { name: 'Download CSV' }));
    const name = `bazaar-bill-${today.from}-${today.to}.csv`;
    await expectToast(app, `${name} downloaded`);
    const [call] = app.server.calls('GET /wanlshop/merchant/export');
    expect(Object.fromEntries(call!.query)).toEqual({ kind: 'bill', ...today });
    expect(call!.headers['Accept']).toBe('text/csv, application/json');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(name);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(CSV);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts with the records of the screen it opens from, and lets the merchant choose others', async () => {
    const { app, dialog } = await openExport('/mt/order_profit', 1280);
    expect(dialog.getByRole('button', { name: /Records/ })).toHaveTextContent('Profit records');
    await app.user.click(dialog.getByRole('button', { name: /Records/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Orders' }));
    await app.user.click(dialog.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/export')[0]?.query.get('kind')).toBe(
        'orders',
      ),
    );
  });

  it('says what is wrong with the period at its field and asks nothing of the server', async () => {
    const { app, dialog } = await openExport('/mt/order', 1280);
    const to = dialog.getByLabelText(/^To/);
    await app.user.clear(to);
    await app.user.type(to, '2020-01-01');
    await app.user.click(dialog.getByRole('button', { name: 'Download CSV' }));
    expect(
      await dialog.findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/merchant/export')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it("is in the phone's finance page, not beside the orders page's link, where it has no room", async () => {
    const app = await renderApp({
      path: '/mt/order',
      session: merchantSession(),
      server: server(),
    });
    expect(await screen.findByRole('link', { name: 'Profit records' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Profit records' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { app, dialog } = await openExport('/mt/finance', 375, {
      'GET /wanlshop/merchant/export': () => ({ refuse: 'Choose a period of at most 366 days' }),
    });
    await app.user.click(dialog.getByRole('button', { name: 'Download CSV' }));
    await expectToast(app, 'Choose a period of at most 366 days');
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Export records' })).toBeInTheDocument();
  });
});
