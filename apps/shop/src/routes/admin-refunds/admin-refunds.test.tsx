import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { operatorSession, page, refund, refundInfo } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const { open, server } = screenTest({
  title: 'Refund arbitration',
  path: '/admin/refunds',
  session: operatorSession(),
  routes: {
    'GET /admin/refunds': ({ query }) =>
      query.get('state') === '4'
        ? { data: page([refund({ state: 4, refuse_reason: '' })]) }
        : { data: page([refund()]) },
    'GET /admin/refunds/info': () => ({ data: refundInfo() }),
    'POST /admin/refunds/arbitrate': () => ({ data: refundInfo({ state: 4 }) }),
  },
});

const card = () => screen.findByRole('article', { name: 'Green tea from Tea House' });

describe('refund arbitration', () => {
  it.each([375, 1280])(
    'lists refunds awaiting the platform with both sides of the case (%i px)',
    async (width) => {
      const app = await open({ width });
      expect(screen.getByRole('tab', { name: 'Platform intervention requested' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const article = await card();
      const item = within(article);
      expect(item.getByText('Order B202401010001', { exact: false })).toBeInTheDocument();
      const terms = item
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(terms).toEqual([
        ['Amount asked', '$25.00'],
        ['Buyer', 'Ann (buyer)'],
        ['Goods', '100 g · $12.50 × 2'],
        ['Type', 'Refund only (no return)'],
        ['Reason', 'Quality problem'],
        ['Goods received', 'Received'],
      ]);
      expect(item.getByText('Buyer: The tin arrived dented')).toBeInTheDocument();
      expect(
        item.getByText("Seller's reason for refusing: Dented in transit, not our fault"),
      ).toBeInTheDocument();
      expect(within(item.getByRole('list', { name: 'Evidence' })).getAllByRole('img')).toHaveLength(
        1,
      );
      expect(app.server.calls('GET /admin/refunds')[0]?.query.get('state')).toBe('3');
    },
  );

  it('links each refund to its details, where the steps are', async () => {
    const app = await open();
    const item = within(await card());
    await app.user.click(
      item.getByRole('link', { name: 'Details and steps of the refund of Green tea' }),
    );
    await waitFor(() => expect(app.path()).toBe('/admin/refunds/61'));
    expect(await screen.findByRole('region', { name: 'Progress' })).toBeInTheDocument();
    expect(app.server.calls('GET /admin/refunds/info')[0]?.query.get('id')).toBe('61');
  });

  it('approves the refund after the confirmation', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Approve refund' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Refund $25.00 to Ann (buyer)? This cannot be undone.');
    await app.user.click(within(question).getByRole('button', { name: 'Approve refund' }));
    await expectToast(app, 'Refund approved, the buyer is refunded');
    expect(app.server.calls('POST /admin/refunds/arbitrate')[0]?.body).toEqual({
      id: 61,
      approve: true,
    });
  });

  it('rejects with a required reason', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Reject refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the refund of $25.00 to Ann (buyer)?',
    });
    expect(dialog).toHaveTextContent('The refund returns to “seller rejected”');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    expect(within(dialog).getByText('Please give a reason for the rejection')).toBeInTheDocument();
    expect(app.server.calls('POST /admin/refunds/arbitrate')).toHaveLength(0);
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Damage in transit',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    await expectToast(app, 'Refund rejected');
    expect(app.server.calls('POST /admin/refunds/arbitrate')[0]?.body).toEqual({
      id: 61,
      approve: false,
      reason: 'Damage in transit',
    });
  });

  it('shows the refusal of a refund that moved on', async () => {
    const app = await open({
      handlers: {
        'POST /admin/refunds/arbitrate': () => ({
          refuse: 'This refund cannot do that in its current state',
        }),
      },
    });
    await app.user.click(within(await card()).getByRole('button', { name: 'Approve refund' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        {
          name: 'Approve refund',
        },
      ),
    );
    await expectToast(app, 'This refund cannot do that in its current state');
    expect(app.toasts()).not.toContain('Refund approved, the buyer is refunded');
  });

  it('offers no decision on a refund in another state, and switches tabs by the address', async () => {
    const app = await open();
    await card();
    await app.user.click(screen.getByRole('tab', { name: 'Refund succeeded' }));
    await waitFor(() => expect(app.path()).toBe('/admin/refunds?state=4'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Green tea from Tea House' })).queryByRole(
          'button',
          { name: 'Approve refund' },
        ),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('link', { name: 'Details and steps of the refund of Green tea' }),
    ).toBeInTheDocument();
  });

  it('says when nothing awaits the platform, and when another tab is empty', async () => {
    const app = await open({ handlers: { 'GET /admin/refunds': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No refunds await the platform')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/admin/refunds?state=-1'));
    expect(await screen.findByText('No refunds here')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    const down = outage(() => ({ data: page([refund()]) }));
    const app = await open({
      handlers: {
        'GET /admin/refunds': down.handler,
      },
    });
    await down.retry(app, 'The refunds could not be loaded.');
    expect(await card()).toBeInTheDocument();
  });

  it('writes the base-currency amounts as the interface language writes numbers', async () => {
    await renderApp({
      path: '/admin/refunds',
      width: 1280,
      language: 'ru',
      session: operatorSession(),
      server: server({
        'GET /admin/refunds': () => ({ data: page([refund({ money: '1234.50' })]) }),
      }),
    });
    const article = await screen.findByRole('article', { name: /Green tea/ });
    expect(article.querySelector('[data-part="money"]')?.textContent).toBe('1\u00a0234,50\u00a0$');
    expect(article).toHaveTextContent('12,50 $ × 2');
  });
});
