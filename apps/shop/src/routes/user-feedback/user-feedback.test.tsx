import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NOW, feedbackItem } from '../../test/account-fixtures.js';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const waiting = feedbackItem({ contact: 'ann@example.com', images: ['/uploads/fb-1.png'] });
const answered = feedbackItem({
  id: 2,
  type: 'function_suggestion',
  content: 'Add a dark theme',
  status: 'handled',
  reply: 'Thanks, it is planned.',
  handletime: NOW - 60,
});
const late = feedbackItem({ id: 3, type: 'other', content: 'Slow pages', status: 'overdue' });

function server(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /wanlshop/feedback/lists': () => ({ data: page([waiting, answered, late]) }),
    ...handlers,
  });
}

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({
    path: '/user/feedback',
    session: sessionAnswer(),
    server: server(),
    ...options,
  });
  await screen.findByRole('heading', { name: 'Feedback', level: 1 });
  return app;
}

const item = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading, level: 3 })).closest('section')!);

describe('my feedback', () => {
  it.each([375, 1280])(
    'lists the feedback sent with its handling status and the reply (%i px)',
    async (width) => {
      await open({ width });
      expect(screen.getByText('Abnormal problems are handled within 72 hours.')).toBeVisible();
      const list = await screen.findByRole('list', { name: 'My feedback' });
      expect(within(list).getAllByRole('region')).toHaveLength(3);

      const abnormal = await item('Abnormal function');
      expect(abnormal.getByText('Processing')).toBeInTheDocument();
      expect(abnormal.getByText('The cart does not open')).toBeInTheDocument();
      expect(abnormal.getByText('Contact: ann@example.com')).toBeInTheDocument();
      const pictures = abnormal.getByRole('list', { name: 'Pictures sent' });
      expect(within(pictures).getByRole('img', { name: 'Picture 1' })).toHaveAttribute(
        'src',
        '/uploads/fb-1.png',
      );
      expect(abnormal.getByText(/^Mar 18, 2026/)).toBeInTheDocument();

      const suggestion = await item('Feature suggestion');
      expect(suggestion.getByText('Handled')).toBeInTheDocument();
      expect(suggestion.getByText('Reply from the platform')).toBeInTheDocument();
      expect(suggestion.getByText('Thanks, it is planned.')).toBeInTheDocument();

      expect((await item('Other')).getByText('Overdue (over 72 hours)')).toBeInTheDocument();
    },
  );

  it('is reached from the settings', async () => {
    const app = await renderApp({
      path: '/user/setting',
      session: sessionAnswer(),
      server: server(),
    });
    await app.user.click(await screen.findByRole('link', { name: 'Feedback' }));
    expect(await screen.findByRole('heading', { name: 'Feedback', level: 1 })).toBeInTheDocument();
    expect(app.path()).toBe('/user/feedback');
  });

  it('opens the form for a new feedback', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'New feedback' }));
    await waitFor(() => expect(app.path()).toBe('/user/feedback/edit'));
    expect(await screen.findByRole('heading', { name: 'New feedback', level: 1 })).toBeVisible();
  });

  it('shows "no data" before any feedback', async () => {
    await open({
      server: server({ 'GET /wanlshop/feedback/lists': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('pages to "no more data"', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/feedback/lists': ({ query }) =>
          query.get('page') === '2'
            ? { data: page([answered], 2, 2) }
            : { data: page([waiting], 1, 2) },
      }),
    });
    await screen.findByText('The cart does not open');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Add a dark theme')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('says when the feedback cannot be loaded and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/feedback/lists': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([waiting]) },
      }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The cart does not open')).toBeInTheDocument();
  });
});
