import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RefundInfo } from '@bazaar/api/contract';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { refundInfo } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const applied = refundInfo({ images: ['/uploads/proof-1.png', '/uploads/proof-2.png'] });

type Step = RefundInfo['log'][number];
const step = (overrides: Partial<Step>): Step => ({
  actor: 'buyer',
  action: 'apply',
  username: 'buyer',
  state: 0,
  content: '',
  images: [],
  createtime: 1_700_000_000,
  ...overrides,
});

const rejected = refundInfo({
  state: 2,
  refuse_reason: 'The seal was intact',
  goods: { ...applied.goods, refund_status: 5 },
  log: [
    step({ content: 'Broken seal', images: ['/uploads/proof-1.png'] }),
    step({
      actor: 'seller',
      action: 'reject',
      username: 'teahouse',
      state: 2,
      content: 'The seal was intact',
      createtime: 1_700_003_600,
    }),
  ],
});

function server(refund: RefundInfo, handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /wanlshop/refund/getRefundInfo': () => ({ data: refund }),
    'POST /wanlshop/refund/closeRefund': () => ({ data: refundInfo({ state: 5 }) }),
    'POST /wanlshop/refund/arbitrationRefund': () => ({ data: refundInfo({ state: 3 }) }),
    'POST /wanlshop/refund/toExpress': () => ({ data: refundInfo({ state: 6 }) }),
    ...handlers,
  });
}

async function open(
  refund: RefundInfo,
  options: Parameters<typeof renderApp>[0] = {},
  path = `/user/refund/details/${refund.id}`,
) {
  const app = await renderApp({
    path,
    session: sessionAnswer(),
    server: server(refund),
    ...options,
  });
  await screen.findByRole('heading', { name: 'Refund details', level: 1 });
  return app;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

/** The steps of the refund's log (not the pictures listed inside a step). */
const logSteps = () => {
  const list = screen.getByRole('list', { name: 'Progress' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};
const actionButtons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((label) => /request|return|platform/i.test(label ?? ''));

describe('refund details', () => {
  it('shows the state, goods, request, evidence and log, with the actions of the state', async () => {
    const app = await open(applied);
    const state = within(await screen.findByRole('region', { name: 'In process' }));
    expect(state.getByText('Waiting for the seller to handle your request.')).toBeInTheDocument();

    const goods = region('Tea House');
    expect(goods.getByRole('link', { name: 'Green tea' })).toHaveAttribute('href', '/goods/11');
    expect(goods.getByText('50 g / Tin')).toBeInTheDocument();
    expect(goods.getByText('Refunding')).toBeInTheDocument();

    const info = region('Refund information');
    const value = (label: string) => info.getByText(label).nextElementSibling;
    expect(value('Refund amount')).toHaveTextContent('$25.00');
    expect(value('Refund type')).toHaveTextContent('Refund only (no return)');
    expect(value('Goods status')).toHaveTextContent('Received');
    expect(value('Refund reason')).toHaveTextContent('Quality problem');
    expect(value('Description')).toHaveTextContent('Broken seal');
    expect(info.getByRole('link', { name: 'B202401010001' })).toHaveAttribute(
      'href',
      '/user/order/details/501',
    );
    expect(info.queryByText('Ended on')).not.toBeInTheDocument();
    const evidence = within(info.getByRole('list', { name: 'Evidence pictures' }));
    expect(evidence.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Evidence picture 1',
      'Evidence picture 2',
    ]);
    expect(screen.queryByRole('region', { name: 'Return shipment' })).not.toBeInTheDocument();

    const log = region('Progress');
    expect(log.getByText('Refund requested')).toBeInTheDocument();
    expect(log.getByText(/Buyer · buyer/)).toBeInTheDocument();

    expect(actionButtons()).toEqual(['Close request', 'Modify request']);
    await app.user.click(screen.getByRole('button', { name: 'Modify request' }));
    await waitFor(() => expect(app.path()).toBe('/user/refund/edit/71'));
  });

  it('shows the refusal and its step, and asks the platform to intervene', async () => {
    const app = await open(rejected);
    const state = within(await screen.findByRole('region', { name: 'Seller rejected' }));
    expect(state.getByText('Reason for rejection').nextElementSibling).toHaveTextContent(
      'The seal was intact',
    );
    expect(region('Tea House').getByText('Refund rejected')).toBeInTheDocument();
    const steps = logSteps();
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Request rejected');
    expect(steps[1]).toHaveTextContent('Seller · teahouse');
    expect(steps[1]).toHaveTextContent('The seal was intact');
    expect(within(steps[0]!).getByRole('img', { name: 'Evidence picture 1' })).toBeInTheDocument();

    expect(actionButtons()).toEqual([
      'Close request',
      'Modify request',
      'Ask the platform to intervene',
    ]);
    const reads = app.server.calls('GET /wanlshop/refund/getRefundInfo').length;
    await app.user.click(screen.getByRole('button', { name: 'Ask the platform to intervene' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/refund/arbitrationRefund')[0]?.body).toEqual({
      id: 71,
    });
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/refund/getRefundInfo').length).toBeGreaterThan(reads),
    );
  });

  it('closes the refund after "close the refund" is confirmed', async () => {
    const app = await open(applied);
    await app.user.click(await screen.findByRole('button', { name: 'Close request' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Close this refund request?');
    await app.user.click(within(question).getByRole('button', { name: 'Close request' }));
    await expectToast(app, 'Refund request closed');
    expect(app.server.calls('POST /wanlshop/refund/closeRefund')[0]?.body).toEqual({ id: 71 });
  });

  it('ships the return of an agreed return and refund (desktop)', async () => {
    const agreed = refundInfo({ state: 1, type: 1, goods: { ...applied.goods, refund_status: 2 } });
    const app = await open(agreed, { width: 1280 });
    const state = within(await screen.findByRole('region', { name: 'Seller agreed' }));
    expect(
      state.getByText(
        'The seller agreed. Please send the goods back and enter the tracking number.',
      ),
    ).toBeInTheDocument();
    expect(region('Tea House').getByText('Awaiting return')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Close request', 'Ship the return']);
    await app.user.click(screen.getByRole('button', { name: 'Ship the return' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Ship the return' }));
    await app.user.click(popup.getByRole('textbox', { name: 'Courier' }));
    await app.user.paste('Swift Post');
    await app.user.click(popup.getByRole('textbox', { name: 'Tracking number' }));
    await app.user.paste('SP123');
    await app.user.click(popup.getByRole('button', { name: 'Submit' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/refund/toExpress')[0]?.body).toEqual({
      id: 71,
      express_name: 'Swift Post',
      express_no: 'SP123',
    });
    // Focus returns to the button that opened the popup.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ship the return' })).toHaveFocus(),
    );
  });

  it('shows the return logistics, and a step this app does not know by the state it left', async () => {
    await open(
      refundInfo({
        state: 6,
        type: 1,
        express_name: 'Swift Post',
        express_no: 'SP123',
        log: [step({}), step({ action: 'remind', state: 6 })],
      }),
    );
    const shipment = within(await screen.findByRole('region', { name: 'Return shipment' }));
    expect(shipment.getByText('Courier').nextElementSibling).toHaveTextContent('Swift Post');
    expect(shipment.getByText('Tracking number').nextElementSibling).toHaveTextContent('SP123');
    const steps = logSteps();
    expect(steps[1]).toHaveTextContent('Return shipped');
  });

  it('shows a finished refund without actions', async () => {
    await open(
      refundInfo({
        state: 4,
        refund_content: '',
        completetime: 1_700_086_400,
        goods: { ...applied.goods, refund_status: 3 },
        log: [step({ actor: 'system', action: 'agree', username: '', state: 4 })],
      }),
    );
    const state = within(await screen.findByRole('region', { name: 'Refund succeeded' }));
    expect(state.getByText('The refund has been credited to your balance.')).toBeInTheDocument();
    expect(region('Tea House').getByText('Refund complete')).toBeInTheDocument();
    const info = region('Refund information');
    expect(info.getByText('Description').nextElementSibling).toHaveTextContent('None');
    expect(info.getByText('Ended on')).toBeInTheDocument();
    expect(logSteps()[0]).toHaveTextContent(/^Request agreed.*System · /);
    expect(actionButtons()).toEqual([]);
  });

  it('says when the refund cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open(applied, {
      server: server(applied, {
        'GET /wanlshop/refund/getRefundInfo': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: applied },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This refund could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'In process' })).toBeInTheDocument();
  });

  it('says so for an id that is not one', async () => {
    await open(applied, {}, '/user/refund/details/x');
    expect(screen.getByRole('alert')).toHaveTextContent('This refund could not be loaded.');
    expect(screen.getByRole('link', { name: 'My refunds' })).toHaveAttribute(
      'href',
      '/user/refund/list',
    );
  });
});
