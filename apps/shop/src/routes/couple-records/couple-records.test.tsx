import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { coupleInvitation, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const records = [
  coupleInvitation(),
  coupleInvitation({
    id: 38,
    state: 'rejected',
    role: 'invitee',
    shop: { id: 20, shopname: 'Book Nook', avatar: '' },
    actions: [],
  }),
  coupleInvitation({
    id: 37,
    state: 'dissolved',
    shop: { id: 21, shopname: 'Pottery', avatar: '' },
    actions: [],
  }),
];

const server = serverWith({
  'GET /wanlshop/couple/lists': ({ query }) => {
    const state = query.get('state');
    const data = state ? records.filter((item) => item.state === state) : records;
    if (query.get('page') === '2') return { data: { ...page([], 2, 2), partner: null } };
    return { data: { ...page(data, 1, state ? 1 : 2), partner: null } };
  },
  'POST /wanlshop/couple/cancel': () => ({
    data: coupleInvitation({ state: 'cancelled', actions: [] }),
  }),
});

async function open(path = '/user/couple/records', width = 375) {
  const app = await renderApp({ path, width, session: merchantSession(), server: server() });
  await screen.findByRole('heading', { name: 'Invitation records', level: 1 });
  return app;
}

describe('couple invitation records', () => {
  it.each([375, 1280])(
    'lists every invitation with its status, to "no more data" (%i px)',
    async (width) => {
      const app = await open('/user/couple/records', width);
      const list = within(await screen.findByRole('list', { name: 'Invitation records' }));
      expect(list.getAllByRole('article')).toHaveLength(3);
      expect(list.getByText('Rejected')).toBeInTheDocument();
      expect(list.getByText('Dissolved')).toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('No more data')).toBeInTheDocument();
    },
  );

  it('filters by status through the address', async () => {
    const app = await open('/user/couple/records?state=rejected');
    const tabs = within(screen.getByRole('tablist', { name: 'Invitation status' }));
    expect(tabs.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/couple/lists')[0]?.query.get('state')).toBe(
        'rejected',
      ),
    );
    expect(await screen.findByRole('link', { name: 'Book Nook' })).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'Revoked' }));
    await waitFor(() => expect(app.path()).toBe('/user/couple/records?state=revoked'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/user/couple/records'));
  });

  it('withdraws a pending invitation from the records', async () => {
    const app = await open();
    const bakery = within(
      (await screen.findByRole('link', { name: 'Bakery' })).closest('article')!,
    );
    await app.user.click(bakery.getByRole('button', { name: 'Withdraw invitation' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw invitation',
      }),
    );
    await expectToast(app, 'Invitation withdrawn');
    expect(app.server.calls('POST /wanlshop/couple/cancel')[0]?.body).toEqual({ id: 41 });
  });

  it('offers a retry when the records cannot be loaded', async () => {
    let fail = true;
    const failing = server({
      'GET /wanlshop/couple/lists': () =>
        fail
          ? { refuse: 'Server error', status: 500 }
          : { data: { ...page(records), partner: null } },
    });
    const app = await renderApp({
      path: '/user/couple/records',
      session: merchantSession(),
      server: failing,
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await app.user.click(retry);
    expect(await screen.findByRole('link', { name: 'Pottery' })).toBeInTheDocument();
  });

  it('is for merchants only', async () => {
    const app = await renderApp({
      path: '/user/couple/records',
      session: sessionAnswer(),
      server: server(),
    });
    expect(await screen.findByText(/Open your own shop first/)).toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/couple/lists')).toHaveLength(0);
  });
});
