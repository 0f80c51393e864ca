import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CoupleInvitation } from '@bazaar/api/contract';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { coupleInvitation, merchantSession, SHOP_ID } from '../../test/merchant-shop-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const sent = coupleInvitation();
const received = coupleInvitation({
  id: 42,
  role: 'invitee',
  shop: { id: 16, shopname: 'Noodle Bar', avatar: '' },
  actions: ['accept', 'reject'],
});
const bound = coupleInvitation({
  id: 40,
  state: 'agreed',
  shop: { id: 17, shopname: 'Flower Shop', avatar: '' },
  actions: ['dissolve'],
});

/** `couple/lists` by state: the pending ones, the binding when `partner` is given. */
function lists(pending: CoupleInvitation[], partner: CoupleInvitation | null): ServerHandler {
  return ({ query }) => {
    const state = query.get('state');
    const data =
      state === 'agreed' ? (partner ? [partner] : []) : state === 'inviting' ? pending : [];
    return { data: { ...page(data), partner: partner?.shop ?? null } };
  };
}

function coupleServer(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /wanlshop/couple/lists': lists([sent, received], null),
    'POST /wanlshop/couple/invite': ({ body }) => ({
      data: coupleInvitation({
        id: 43,
        shop: { id: (body as { shop_id: number }).shop_id, shopname: 'Tea Cups', avatar: '' },
      }),
    }),
    'POST /wanlshop/couple/accept': () => ({
      data: { ...received, state: 'agreed', actions: ['dissolve'] },
    }),
    'POST /wanlshop/couple/reject': () => ({
      data: { ...received, state: 'rejected', actions: [] },
    }),
    'POST /wanlshop/couple/cancel': () => ({ data: { ...sent, state: 'cancelled', actions: [] } }),
    'POST /wanlshop/couple/dissolve': () => ({
      data: { ...bound, state: 'dissolved', actions: [] },
    }),
    ...handlers,
  });
}

async function open(options: { width?: number; handlers?: Record<string, ServerHandler> } = {}) {
  const app = await renderApp({
    path: '/user/couple',
    width: options.width ?? 375,
    session: merchantSession(),
    server: coupleServer(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Couple shops', level: 1 });
  return app;
}

const card = async (shop: string) =>
  within((await screen.findByRole('link', { name: shop })).closest('article')!);

describe('couple shops', () => {
  it.each([375, 1280])(
    'lists the pending invitations sent and received with their moves (%i px)',
    async (width) => {
      await open({ width });
      const pending = within(await screen.findByRole('list', { name: 'Pending invitations' }));
      expect(pending.getAllByRole('article')).toHaveLength(2);
      const bakery = await card('Bakery');
      expect(bakery.getByText(/You invited this shop/)).toBeInTheDocument();
      expect(bakery.getByText('Inviting')).toBeInTheDocument();
      expect(bakery.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Withdraw invitation',
      ]);
      const noodles = await card('Noodle Bar');
      expect(noodles.getByText(/This shop invited you/)).toBeInTheDocument();
      expect(noodles.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Accept',
        'Reject',
      ]);
      expect(screen.getByText(/You have no partner shop yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Invitation records' })).toHaveAttribute(
        'href',
        '/user/couple/records',
      );
    },
  );

  it('accepts an invitation only after the confirmation', async () => {
    const app = await open();
    const noodles = await card('Noodle Bar');
    await app.user.click(noodles.getByRole('button', { name: 'Accept' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Become partners with Noodle Bar?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /wanlshop/couple/accept')).toHaveLength(0);
    await waitFor(() => expect(noodles.getByRole('button', { name: 'Accept' })).toHaveFocus());

    const reads = app.server.calls('GET /wanlshop/couple/lists').length;
    await app.user.click(noodles.getByRole('button', { name: 'Accept' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    await expectToast(app, 'Invitation accepted');
    expect(app.server.calls('POST /wanlshop/couple/accept')[0]?.body).toEqual({ id: 42 });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/couple/lists').length).toBeGreaterThan(reads),
    );
  });

  it.each([
    [
      'Noodle Bar',
      'Reject',
      'Reject the invitation from Noodle Bar?',
      'reject',
      42,
      'Invitation declined',
    ],
    [
      'Bakery',
      'Withdraw invitation',
      'Withdraw your invitation to Bakery?',
      'cancel',
      41,
      'Invitation withdrawn',
    ],
  ])('%s: %s after "%s"', async (shop, button, question, move, id, done) => {
    const app = await open();
    await app.user.click((await card(shop)).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(question);
    await app.user.click(within(dialog).getByRole('button', { name: button }));
    await expectToast(app, done);
    expect(app.server.calls(`POST /wanlshop/couple/${move}`)[0]?.body).toEqual({ id });
  });

  it('shows the server refusal of a move', async () => {
    const app = await open({
      handlers: {
        'POST /wanlshop/couple/accept': () => ({
          refuse: 'One of the shops already has a partner',
        }),
      },
    });
    await app.user.click((await card('Noodle Bar')).getByRole('button', { name: 'Accept' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    await expectToast(app, 'One of the shops already has a partner');
  });

  it('invites a shop by its id, refusing what the domain refuses before sending', async () => {
    const app = await open();
    const form = within(await screen.findByRole('region', { name: 'Invite a shop' }));
    const id = form.getByRole('textbox', { name: 'Shop ID' });
    const send = form.getByRole('button', { name: 'Send invitation' });

    await app.user.type(id, 'abc');
    await app.user.click(send);
    expect(id).toHaveAccessibleDescription('Please enter a valid shop ID');
    expect(id).toHaveFocus();

    await app.user.clear(id);
    await app.user.type(id, String(SHOP_ID));
    await app.user.click(send);
    expect(id).toHaveAccessibleDescription('You cannot invite yourself');

    // An invitation between the two is pending already.
    await app.user.clear(id);
    await app.user.type(id, '15');
    await app.user.click(send);
    expect(id).toHaveAccessibleDescription('An invitation between these shops is already pending');
    expect(app.server.calls('POST /wanlshop/couple/invite')).toHaveLength(0);

    await app.user.clear(id);
    await app.user.type(id, '18');
    await app.user.click(send);
    await expectToast(app, 'Invitation sent');
    expect(app.server.calls('POST /wanlshop/couple/invite')[0]?.body).toEqual({ shop_id: 18 });
    await waitFor(() => expect(id).toHaveValue(''));
  });

  it('keeps the shop id when the server refuses the invitation', async () => {
    const app = await open({
      handlers: { 'POST /wanlshop/couple/invite': () => ({ refuse: 'Not found', status: 404 }) },
    });
    const id = await screen.findByRole('textbox', { name: 'Shop ID' });
    await app.user.type(id, '99');
    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await expectToast(app, 'Not found');
    expect(id).toHaveValue('99');
  });

  it('shows the partner and dissolves the partnership after the confirmation', async () => {
    const app = await open({
      handlers: { 'GET /wanlshop/couple/lists': lists([], bound) },
    });
    const partner = within(await screen.findByRole('region', { name: 'Partner shop' }));
    expect(await partner.findByRole('link', { name: 'Flower Shop' })).toHaveAttribute(
      'href',
      '/shop/17',
    );
    // A bound shop invites nobody.
    expect(screen.queryByRole('region', { name: 'Invite a shop' })).not.toBeInTheDocument();
    expect(await screen.findByText('No data')).toBeInTheDocument();

    await app.user.click(partner.getByRole('button', { name: 'Dissolve partnership' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('End your partnership with Flower Shop?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Dissolve partnership' }));
    await expectToast(app, 'Partnership ended');
    expect(app.server.calls('POST /wanlshop/couple/dissolve')[0]?.body).toEqual({ id: 40 });
  });

  it('offers a retry when the invitations cannot be loaded', async () => {
    let fail = true;
    const app = await open({
      handlers: {
        'GET /wanlshop/couple/lists': (request) =>
          fail ? { refuse: 'Server error', status: 500 } : lists([sent], null)(request),
      },
    });
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    fail = false;
    for (const retry of retries) await app.user.click(retry);
    expect(await card('Bakery')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Invite a shop' })).toBeInTheDocument();
  });

  it('sends a user without a shop to the merchant application, asking the server nothing', async () => {
    const app = await renderApp({
      path: '/user/couple',
      session: sessionAnswer(),
      server: coupleServer(),
    });
    expect(await screen.findByText(/Open your own shop first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to become a merchant' })).toHaveAttribute(
      'href',
      '/user/apply',
    );
    expect(app.server.calls('GET /wanlshop/couple/lists')).toHaveLength(0);
  });
});
