import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MarketJob } from '@bazaar/api/contract';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { marketJob, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';

const categories = {
  list: [
    { id: 1, pid: 0, name: 'Tea', image: '', childlist: [] },
    { id: 2, pid: 0, name: 'Teaware', image: '', childlist: [] },
  ],
};

/** A server whose list-all job is whatever `state.job` holds. */
function server(state: { job: MarketJob | null }, handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /wanlshop/common/categorys': () => ({ data: categories }),
    'GET /wanlshop/merchant/marketJob': () => ({ data: { job: state.job } }),
    'POST /wanlshop/merchant/marketList': () => {
      state.job = marketJob({ status: 'queued', progress: 0, total: 0, listed: 0 });
      return { data: { listed: 0, skipped: 0, goods_ids: [], job: state.job } };
    },
    ...handlers,
  });
}

async function open(
  state: { job: MarketJob | null },
  options: { width?: number; handlers?: Record<string, ServerHandler> } = {},
) {
  const app = await renderApp({
    path: '/mt/market',
    width: options.width ?? 375,
    session: merchantSession(),
    server: server(state, options.handlers),
  });
  await screen.findByRole('heading', { name: 'Wholesale market', level: 1 });
  return app;
}

const listAllPanel = () =>
  within(screen.getByRole('region', { name: 'List all goods with one click' }));

describe('wholesale market', () => {
  it.each([375, 1280])('opens the market goods, all or by category (%i px)', async (width) => {
    await open({ job: null }, { width });
    const links = within(await screen.findByRole('region', { name: 'Market categories' }));
    await links.findByRole('link', { name: 'Tea' });
    expect(
      links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All market goods', '/mt/market_goods'],
      ['Tea', '/mt/market_goods?category_id=1'],
      ['Teaware', '/mt/market_goods?category_id=2'],
    ]);
  });

  it('lists every goods after the confirmation, following the job to its end', async () => {
    const state: { job: MarketJob | null } = { job: null };
    const app = await open(state);
    const button = listAllPanel().getByRole('button', { name: 'List all goods with one click' });
    await app.user.click(button);
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('List all goods in one click?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /wanlshop/merchant/marketList')).toHaveLength(0);
    await waitFor(() => expect(button).toHaveFocus());

    await app.user.click(button);
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        {
          name: 'List all goods with one click',
        },
      ),
    );
    await expectToast(app, 'Listing started');
    expect(app.server.calls('POST /wanlshop/merchant/marketList')[0]?.body).toEqual({ all: true });
    expect(await listAllPanel().findByText('Listing is about to start…')).toBeInTheDocument();

    state.job = marketJob();
    expect(
      await listAllPanel().findByText('Listing in progress: 50 of 200 goods checked'),
    ).toBeInTheDocument();
    expect(listAllPanel().getByRole('progressbar', { name: 'Listing progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    // A second list-all while it runs is refused here, without asking the server.
    await app.user.click(button);
    await expectToast(app, 'Listing in progress, please wait');
    expect(app.server.calls('POST /wanlshop/merchant/marketList')).toHaveLength(1);

    state.job = marketJob({
      status: 'done',
      progress: 200,
      total: 200,
      listed: 120,
      finishtime: 1,
    });
    await expectToast(app, 'Listing finished: 120 goods listed');
    expect(listAllPanel().getByText('Last listing: 120 goods listed')).toBeInTheDocument();
    expect(listAllPanel().queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says "no goods to list" when a listing finds nothing new (spec section 8)', async () => {
    const state: { job: MarketJob | null } = { job: marketJob() };
    const app = await open(state);
    await listAllPanel().findByRole('progressbar');
    state.job = marketJob({ status: 'done', progress: 200, total: 200, listed: 0, finishtime: 1 });
    await expectToast(app, 'No goods to list: your shop already sells every market goods');
    expect(
      listAllPanel().getByText('No goods to list: your shop already sells every market goods'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/0 goods listed/)).not.toBeInTheDocument();
  });

  it('tells when a running job fails', async () => {
    const state: { job: MarketJob | null } = { job: marketJob() };
    const app = await open(state);
    await listAllPanel().findByRole('progressbar');
    state.job = marketJob({ status: 'failed', error: 'boom', finishtime: 1 });
    await expectToast(app, 'Listing failed. Please try again');
    expect(
      listAllPanel().getByText('The last listing did not finish. List all again to complete it.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal and reads the job again", async () => {
    const state: { job: MarketJob | null } = { job: null };
    const app = await open(state, {
      handlers: {
        'POST /wanlshop/merchant/marketList': () => {
          state.job = marketJob();
          return { refuse: 'Listing in progress, please wait', data: { job_id: 7 } };
        },
      },
    });
    await app.user.click(
      listAllPanel().getByRole('button', { name: 'List all goods with one click' }),
    );
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        {
          name: 'List all goods with one click',
        },
      ),
    );
    await expectToast(app, 'Listing in progress, please wait');
    expect(await listAllPanel().findByRole('progressbar')).toBeInTheDocument();
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    const down = outage(() => ({ data: categories }));
    const app = await open(
      { job: null },
      {
        handlers: {
          'GET /wanlshop/common/categorys': down.handler,
        },
      },
    );
    await down.retry(app);
    expect(await screen.findByRole('link', { name: 'Teaware' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument(),
    );
  });
});
