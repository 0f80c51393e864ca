import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { operatorSession, page, recharge } from '../../test/admin-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const { open } = screenTest({
  title: 'Top-ups',
  path: '/admin/recharges',
  session: operatorSession(),
  routes: {
    'GET /admin/recharges': ({ query }) =>
      query.get('status') === 'rejected'
        ? {
            data: page([
              recharge({
                id: 42,
                status: 'rejected',
                memo: 'No transfer found',
                reviewtime: 1_700_100_000,
              }),
            ]),
          }
        : { data: page([recharge()]) },
    'POST /admin/recharges/review': () => ({ data: recharge({ status: 'successed' }) }),
  },
});

const card = () => screen.findByRole('region', { name: '$1,250.50 from Ann (buyer)' });

describe('top-ups', () => {
  it.each([375, 1280])(
    'lists pending top-ups in the base currency, with method, reference and screenshot (%i px)',
    async (width) => {
      const app = await open({ width });
      expect(
        screen.getByText('Amounts are in the base currency ($), as stored'),
      ).toBeInTheDocument();
      const item = within(await card());
      expect(item.getByText('Pending')).toBeInTheDocument();
      expect(item.getByText('USDT (TRC20 network)')).toBeInTheDocument();
      expect(item.getByText('TX-998877')).toBeInTheDocument();
      expect(
        within(item.getByRole('list', { name: 'Transfer screenshot' })).getByRole('img'),
      ).toBeInTheDocument();
      expect(app.server.calls('GET /admin/recharges')[0]?.query.get('status')).toBe('created');
      expect(screen.queryByRole('navigation', { name: 'Operator console' }) !== null).toBe(
        width === 1280,
      );
    },
  );

  it('credits after the confirmation naming amount and user', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Credit' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent(
      'Credit $1,250.50 to the balance of Ann (buyer)? Check that the transfer has arrived first.',
    );
    await app.user.click(within(question).getByRole('button', { name: 'Credit' }));
    await expectToast(app, 'Top-up credited');
    expect(app.server.calls('POST /admin/recharges/review')[0]?.body).toEqual({
      id: 41,
      approve: true,
    });
    expect(
      app.server.calls('POST /admin/recharges/review')[0]?.headers['Idempotency-Key'],
    ).toBeTruthy();
  });

  it('rejects with the reason the user will see', async () => {
    const app = await open();
    await app.user.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the top-up of $1,250.50 from Ann (buyer)?',
    });
    expect(dialog).toHaveTextContent('The user sees this reason.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason for the rejection')).toBeInTheDocument();
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'No transfer found',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast(app, 'Top-up rejected');
    expect(app.server.calls('POST /admin/recharges/review')[0]?.body).toEqual({
      id: 41,
      approve: false,
      reason: 'No transfer found',
    });
  });

  it('shows the refusal of a top-up already decided', async () => {
    const app = await open({
      handlers: {
        'POST /admin/recharges/review': () => ({ refuse: 'This request has already been handled' }),
      },
    });
    await app.user.click(within(await card()).getByRole('button', { name: 'Credit' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Credit' },
      ),
    );
    await expectToast(app, 'This request has already been handled');
    expect(app.toasts()).not.toContain('Top-up credited');
  });

  it('shows rejected top-ups with their reason and no actions', async () => {
    const app = await open({ path: '/admin/recharges?status=rejected' });
    const item = within(await card());
    expect(item.getByText('Reason given: No transfer found')).toBeInTheDocument();
    expect(item.getByText('Rejected')).toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Credited' }));
    await waitFor(() => expect(app.path()).toBe('/admin/recharges?status=successed'));
  });

  it('says when no top-up waits, and when the list cannot be loaded', async () => {
    await open({ handlers: { 'GET /admin/recharges': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No top-ups await review')).toBeInTheDocument();
  });

  it('pages to the end of the list', async () => {
    const app = await open({
      handlers: {
        'GET /admin/recharges': ({ query }) =>
          query.get('page') === '2'
            ? { data: page([recharge({ id: 43, money: '9.00' })], 2, 2) }
            : { data: page([recharge()], 1, 2) },
      },
    });
    await card();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('region', { name: '$9.00 from Ann (buyer)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    const down = outage(() => ({ data: page([]) }));
    const app = await open({
      path: '/admin/recharges?status=successed',
      handlers: {
        'GET /admin/recharges': down.handler,
      },
    });
    await down.retry(app, 'The top-ups could not be loaded.');
    expect(await screen.findByText('No top-ups here')).toBeInTheDocument();
  });
});
