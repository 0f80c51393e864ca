import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { feedbackItem, operatorSession, page } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const overdue = feedbackItem({
  id: 102,
  type: 'function_suggestion',
  content: 'Add dark mode',
  contact: '',
  images: ['/uploads/shot.png'],
  status: 'overdue',
  hours_waited: 90,
  hours_left: 0,
});

function server(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /admin/feedback': ({ query }) =>
      query.get('status') === 'handled'
        ? {
            data: page([
              feedbackItem({
                status: 'handled',
                hours_waited: 5,
                reply: 'Fixed in the next release',
                handletime: 1_700_018_000,
              }),
            ]),
          }
        : { data: page([overdue, feedbackItem()]) },
    'POST /admin/feedback/handle': () => ({ data: feedbackItem({ status: 'handled' }) }),
    ...handlers,
  });
}

async function open(
  options: { path?: string; width?: number; handlers?: Record<string, ServerHandler> } = {},
) {
  const app = await renderApp({
    path: options.path ?? '/admin/feedback',
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  await screen.findByRole('heading', { name: 'Feedback', level: 1 });
  return app;
}

describe('feedback', () => {
  it.each([375, 1280])(
    'lists open feedback with how long each has waited against 72 hours (%i px)',
    async (width) => {
      const app = await open({ width });
      expect(screen.getByText('Users are promised an answer within 72 hours.')).toBeInTheDocument();
      const late = within(await screen.findByRole('region', { name: 'Feature suggestion' }));
      expect(late.getByText('Overdue (over 72 hours)')).toBeInTheDocument();
      expect(late.getByText('Waiting 90 h, past the 72 hours')).toBeInTheDocument();
      expect(late.getByText('Add dark mode')).toBeInTheDocument();
      expect(
        within(late.getByRole('list', { name: 'Pictures sent' })).getAllByRole('img'),
      ).toHaveLength(1);
      const recent = within(screen.getByRole('region', { name: 'Abnormal function' }));
      expect(recent.getByText('Processing')).toBeInTheDocument();
      expect(recent.getByText('Waiting 20 h, 52 h left')).toBeInTheDocument();
      expect(recent.getByText('ann@example.com')).toBeInTheDocument();
      // The sender and the time: the time is a <time> element inside the sentence.
      const from = recent.getByText(/^From Ann \(buyer\) on$/);
      expect(from.querySelector('time')?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(app.server.calls('GET /admin/feedback')[0]?.query.get('status')).toBe('open');
    },
  );

  it('handles a feedback with a reply, which the domain requires', async () => {
    const app = await open();
    const item = within(await screen.findByRole('region', { name: 'Abnormal function' }));
    await app.user.click(item.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to “Abnormal function”' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    expect(within(dialog).getByText('Please enter a reply')).toBeInTheDocument();
    expect(app.server.calls('POST /admin/feedback/handle')).toHaveLength(0);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Fixed, thank you');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    await expectToast(app, 'Reply sent, the feedback is handled');
    expect(app.server.calls('POST /admin/feedback/handle')[0]?.body).toEqual({
      id: 101,
      reply: 'Fixed, thank you',
    });
  });

  it('shows the refusal of a feedback handled meanwhile', async () => {
    const app = await open({
      handlers: {
        'POST /admin/feedback/handle': () => ({ refuse: 'This request has already been handled' }),
      },
    });
    const item = within(await screen.findByRole('region', { name: 'Abnormal function' }));
    await app.user.click(item.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Thanks');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    await expectToast(app, 'This request has already been handled');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows handled feedback with the reply and no button', async () => {
    const app = await open();
    await screen.findByRole('region', { name: 'Abnormal function' });
    await app.user.click(screen.getByRole('tab', { name: 'Handled' }));
    await waitFor(() => expect(app.path()).toBe('/admin/feedback?status=handled'));
    expect(
      await screen.findByText("Platform's reply: Fixed in the next release"),
    ).toBeInTheDocument();
    const item = within(screen.getByRole('region', { name: 'Abnormal function' }));
    expect(item.getByText('Handled after 5 h')).toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing waits, and when another tab is empty', async () => {
    const app = await open({ handlers: { 'GET /admin/feedback': () => ({ data: page([]) }) } });
    expect(await screen.findByText('No feedback waits for an answer')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No feedback here')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    let fail = true;
    const app = await open({
      handlers: {
        'GET /admin/feedback': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([feedbackItem()]) },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('The feedback could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Abnormal function' })).toBeInTheDocument();
  });
});
