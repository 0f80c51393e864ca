import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeServer } from '../../../test/fake-server.js';
import { sessionAnswer } from '../../../test/fixtures.js';
import { merchantSession, shopRefundInfo } from '../../../test/merchant-trade-fixtures.js';
import { renderApp } from '../../../test/render-app.js';
import { refundViewerRules, type RefundViewer } from './refund-viewer.js';

// One refund waiting for the seller, read by both viewers: the seller's read is the buyer's
// plus the buyer who asked.
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
  ] as const)('the %s opens the order at %s and goes back to %s', (viewer, order, list) => {
    const rules = refundViewerRules(viewer);
    expect(rules.orderPath(501)).toBe(order);
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
});
