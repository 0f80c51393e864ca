import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { operatorSession, refundInfo } from '../../../test/admin-fixtures.js';
import { createFakeServer } from '../../../test/fake-server.js';
import { sessionAnswer } from '../../../test/fixtures.js';
import { merchantSession, shopRefundInfo } from '../../../test/merchant-trade-fixtures.js';
import { expectToast, renderApp } from '../../../test/render-app.js';
import { refundViewerRules, type RefundViewer } from './refund-viewer.js';

// One refund waiting for the seller, read by the buyer and the seller: the seller's read is the
// buyer's plus the buyer who asked. The platform reads one the buyer asked it to decide.
const pending = shopRefundInfo({ id: 71, order_id: 501, images: ['/uploads/e1.png'] });

async function openAs(viewer: RefundViewer) {
  const app = await renderApp({
    path: viewer === 'buyer' ? '/user/refund/details/71' : '/mt/refund_details/71',
    session: viewer === 'buyer' ? sessionAnswer() : merchantSession(),
    server: createFakeServer({
      'GET /wanlshop/refund/getRefundInfo': () => ({ data: pending }),
      'GET /wanlshop/merchant/refundInfo': () => ({ data: pending }),
    }),
  });
  await screen.findByRole('region', { name: 'In process' });
  return app;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('refund details per viewer', () => {
  it.each([
    ['buyer', '/user/order/details/501', '/user/refund/list'],
    ['seller', '/mt/order/details/501', '/mt/refund'],
    ['platform', null, '/admin/refunds'],
  ] as const)('the %s opens the order at %s and goes back to %s', (viewer, order, list) => {
    const rules = refundViewerRules(viewer);
    expect(rules.orderPath?.(501) ?? null).toBe(order);
    expect(rules.listPath).toBe(list);
  });

  it('tells the buyer what the state means, titles the goods by the shop and offers their actions', async () => {
    await openAs('buyer');
    expect(
      region('In process').getByText('Waiting for the seller to handle your request.'),
    ).toBeInTheDocument();
    expect(region('Tea House').getByRole('link', { name: 'Green tea' })).toBeInTheDocument();
    const info = region('Refund information');
    expect(info.queryByText('Buyer')).not.toBeInTheDocument();
    expect(info.getByRole('link', { name: 'B202401010001' })).toHaveAttribute(
      'href',
      '/user/order/details/501',
    );
    expect(screen.getByRole('button', { name: 'Modify request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the seller who asked, with a chat, and the seller’s actions, never the buyer’s', async () => {
    await openAs('seller');
    expect(
      screen.queryByText('Waiting for the seller to handle your request.'),
    ).not.toBeInTheDocument();
    expect(region('Refunded goods').getByRole('link', { name: 'Green tea' })).toBeInTheDocument();
    const request = region('Refund request');
    expect(request.getByText('Buyer').nextSibling).toHaveTextContent('Ann');
    expect(request.getByRole('link', { name: 'Contact buyer' })).toHaveAttribute(
      'href',
      '/mt/chat/7',
    );
    expect(request.getByRole('link', { name: 'B202401010001' })).toHaveAttribute(
      'href',
      '/mt/order/details/501',
    );
    expect(screen.getByRole('button', { name: 'Agree' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close request' })).not.toBeInTheDocument();
  });

  it('tells the platform what it does at this step, with both sides and its decisions', async () => {
    const app = await renderApp({
      path: '/admin/refunds/61',
      width: 1280,
      session: operatorSession(),
      server: createFakeServer({
        'GET /admin/refunds/info': () => ({ data: refundInfo() }),
        'POST /admin/refunds/arbitrate': () => ({ data: refundInfo({ state: 4 }) }),
      }),
    });
    const state = await screen.findByRole('region', { name: 'Platform intervention requested' });
    expect(within(state).getByText(/The buyer asked the platform to decide\./)).toBeInTheDocument();
    expect(within(state).getByText('Dented in transit, not our fault')).toBeInTheDocument();
    expect(region('Tea House').getByRole('link', { name: 'Green tea' })).toBeInTheDocument();
    const request = region('Refund request');
    expect(request.getByText('Buyer').nextSibling).toHaveTextContent('Ann');
    expect(request.queryByRole('link', { name: 'Contact buyer' })).not.toBeInTheDocument();
    // The operator has no order screen: the number is text; amounts are in the base currency.
    expect(request.queryByRole('link', { name: 'B202401010001' })).not.toBeInTheDocument();
    expect(request.getByText('Refund amount').nextSibling).toHaveTextContent('$25.00');
    expect(region('Progress').getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Modify request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject refund' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Approve refund' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Refund $25.00 to Ann (buyer)? This cannot be undone.');
    await app.user.click(within(question).getByRole('button', { name: 'Approve refund' }));
    await expectToast(app, 'Refund approved, the buyer is refunded');
    expect(app.server.calls('POST /admin/refunds/arbitrate')[0]?.body).toEqual({
      id: 61,
      approve: true,
    });
  });
});
