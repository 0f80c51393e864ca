import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NOW_MS, scoreLogItem, signInCard } from '../../test/account-fixtures.js';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const signedCard = signInCard({
  signed_today: true,
  consecutive: 3,
  today_bonus: 0,
  tomorrow_bonus: 20,
  score: 135,
  dates: ['2026-03-16', '2026-03-17', '2026-03-18'],
});
const signInLog = scoreLogItem();
const redeemed = scoreLogItem({
  id: 2,
  type: 'redeem',
  score: -30,
  before: 140,
  after: 110,
  memo: 'Gift card',
});

function server(handlers: Record<string, ServerHandler> = {}) {
  let signed = false;
  return createFakeServer({
    'GET /wanlshop/signin/getSignin': () => ({ data: signed ? signedCard : signInCard() }),
    'POST /wanlshop/signin/dosign': () => {
      signed = true;
      return { data: { ...signedCard, points: 15 } };
    },
    'POST /wanlshop/user/scoreLog': () => ({ data: page([signInLog, redeemed]) }),
    ...handlers,
  });
}

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({
    path: '/user/point',
    session: sessionAnswer(),
    server: server(),
    now: () => NOW_MS,
    ...options,
  });
  await screen.findByRole('heading', { name: 'Daily sign-in and points', level: 1 });
  return app;
}

describe('daily sign-in and points', () => {
  it.each([375, 1280])(
    'shows the streak, the points, the month and the points detail (%i px)',
    async (width) => {
      await open({ width });
      const card = await screen.findByRole('region', { name: 'Daily sign-in' });
      expect(within(card).getByText('Signed in 2 days in a row')).toBeInTheDocument();
      expect(within(card).getByText('Sign in today for 15 points')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Sign in' })).toBeEnabled();
      const month = within(card).getByRole('table', { name: 'March 2026' });
      expect(within(month).getByText('17').closest('td')).toHaveAttribute('data-signed', 'true');
      expect(within(month).getByText('18').closest('td')).toHaveAttribute('aria-current', 'date');
      expect(within(month).getAllByText('signed in')).toHaveLength(2);

      const points = screen.getByRole('region', { name: 'My points' });
      expect(within(points).getByText('120')).toBeInTheDocument();
      expect(
        within(points)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Day 1+5',
        'Day 2+10',
        'Day 3+15',
        'Day 4+20',
        'Day 5+25',
        'Day 6+30',
        'From day 7+50',
      ]);

      const detail = within(
        await screen.findByRole('list', { name: 'Points detail' }),
      ).getAllByRole('listitem');
      expect(detail[0]).toHaveTextContent(/^Daily sign-in\+10Mar 17, 2026.*Balance: 120$/);
      expect(detail[1]).toHaveTextContent(/^Points change-30Mar 17, 2026.*Balance: 110Gift card$/);
    },
  );

  it('signs in once for today, says so and shows the day signed', async () => {
    const app = await open();
    const card = await screen.findByRole('region', { name: 'Daily sign-in' });
    const logs = app.server.calls('POST /wanlshop/user/scoreLog').length;
    await app.user.click(within(card).getByRole('button', { name: 'Sign in' }));
    await expectToast(app, 'Signed in for today');
    expect(app.server.calls('POST /wanlshop/signin/dosign')).toHaveLength(1);
    expect(app.server.calls('POST /wanlshop/signin/dosign')[0]?.body).toEqual({});
    expect(await within(card).findByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(within(card).getByText('Signed in 3 days in a row')).toBeInTheDocument();
    expect(within(card).getByText('Come back tomorrow for 20 points')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'My points' })).getByText('135'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/user/scoreLog').length).toBeGreaterThan(logs),
    );
  });

  it('shows the refusal of a second sign-in today and then the day as signed', async () => {
    let refused = false;
    const app = await open({
      server: server({
        'GET /wanlshop/signin/getSignin': () => ({ data: refused ? signedCard : signInCard() }),
        'POST /wanlshop/signin/dosign': () => {
          refused = true;
          return { refuse: 'You have already signed in today' };
        },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Daily sign-in' });
    await app.user.click(within(card).getByRole('button', { name: 'Sign in' }));
    await expectToast(app, 'You have already signed in today');
    expect(app.toasts()).not.toContain('Signed in for today');
    expect(await within(card).findByRole('button', { name: 'Signed in today' })).toBeDisabled();
  });

  it('pages the points detail to "no more data"', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/user/scoreLog': ({ body }) =>
          (body as { page?: number }).page === 2
            ? { data: page([redeemed], 2, 2) }
            : { data: page([signInLog], 1, 2) },
      }),
    });
    const detail = await screen.findByRole('list', { name: 'Points detail' });
    expect(within(detail).getAllByRole('listitem')).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(detail).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('shows "no data" for a user without points changes', async () => {
    await open({
      server: server({ 'POST /wanlshop/user/scoreLog': () => ({ data: page([]) }) }),
    });
    const detail = await screen.findByRole('region', { name: 'Points detail' });
    expect(await within(detail).findByText('No data')).toBeInTheDocument();
  });

  it('offers a retry when the card or the detail cannot be loaded', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/signin/getSignin': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: signInCard() },
        'POST /wanlshop/user/scoreLog': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([signInLog]) },
      }),
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 20_000 });
    fail = false;
    for (const alert of screen.getAllByRole('alert')) {
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await screen.findByText('Balance: 120')).toBeInTheDocument();
  });
});
