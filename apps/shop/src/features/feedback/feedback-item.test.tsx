import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { feedbackItem as sentItem } from '../../test/account-fixtures.js';
import { feedbackItem, operatorSession, page } from '../../test/admin-fixtures.js';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

// One feedback, as its sender and as the platform read it: waiting, past the 72 hours, answered.
const STATES = [
  { status: 'pending', reply: '', label: 'Processing', tone: 'orange' },
  { status: 'overdue', reply: '', label: 'Overdue (over 72 hours)', tone: 'red' },
  { status: 'handled', reply: 'Fixed in the next release', label: 'Handled', tone: 'green' },
] as const;

async function openAs(viewer: 'buyer' | 'platform', state: (typeof STATES)[number]) {
  const common = {
    type: 'abnormal_function' as const,
    content: 'The cart forgets my items',
    images: ['/uploads/shot.png'],
    status: state.status,
    reply: state.reply,
  };
  await renderApp({
    path: viewer === 'buyer' ? '/user/feedback' : '/admin/feedback?status=all',
    session: viewer === 'buyer' ? sessionAnswer() : operatorSession(),
    server: createFakeServer({
      'GET /wanlshop/feedback/lists': () => ({ data: page([sentItem(common)]) }),
      'GET /admin/feedback': () => ({
        data: page([feedbackItem({ ...common, hours_waited: 90, hours_left: 0 })]),
      }),
    }),
  });
  return within(await screen.findByRole('region', { name: 'Abnormal function' }));
}

describe('a feedback item per viewer', () => {
  it.each(STATES)(
    'shows its sender a $status one as “$label” in $tone, with no operator action',
    async (state) => {
      const item = await openAs('buyer', state);
      const chip = item.getByText(state.label);
      expect(chip).toHaveAttribute('data-tone', state.tone);
      expect(item.getByText('The cart forgets my items')).toBeInTheDocument();
      expect(item.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
      expect(item.queryByRole('button')).toBeNull();
      expect(item.queryByText(/^From /)).toBeNull();
      expect(item.queryByText(/Waiting|Handled after/)).toBeNull();
      if (state.reply) expect(item.getByText(state.reply)).toBeInTheDocument();
    },
  );

  it.each(STATES)(
    'shows the platform a $status one in the same chip, who sent it, how long it waited, and a reply only while open',
    async (state) => {
      const item = await openAs('platform', state);
      expect(item.getByText(state.label)).toHaveAttribute('data-tone', state.tone);
      expect(item.getByText(/^From Ann \(buyer\)/)).toBeInTheDocument();
      expect(item.getByText(/90 h/)).toBeInTheDocument();
      expect(item.queryAllByRole('button').map((button) => button.textContent)).toEqual(
        state.status === 'handled' ? [] : ['Reply'],
      );
      if (state.reply) {
        expect(item.getByText(`Platform's reply: ${state.reply}`)).toBeInTheDocument();
      }
    },
  );

  it('never lets a buyer open the platform’s feedback', async () => {
    const server = createFakeServer({});
    const app = await renderApp({ path: '/admin/feedback', session: sessionAnswer(), server });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'Only platform operators can open the operator console');
    expect(server.calls('GET /admin/feedback')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
