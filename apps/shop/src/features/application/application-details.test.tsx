import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  application as adminApplication,
  operatorSession,
  page,
} from '../../test/admin-fixtures.js';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { application } from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

// One application of "Ann Tea", read by its applicant (the future seller) and by the platform.
const fields = {
  shopname: 'Ann Tea',
  bio: 'Green teas from Uji',
  avatar: '/uploads/logo.png',
  number: 'P1234567',
  email: 'ann@example.com',
};

async function openAs(viewer: 'seller' | 'platform', verify: number, refuse_reason = '') {
  const mine = application({ ...fields, verify, refuse_reason });
  const app = await renderApp({
    path: viewer === 'seller' ? '/user/apply' : `/admin/applications?verify=${verify}`,
    session: viewer === 'seller' ? sessionAnswer() : operatorSession(),
    server: createFakeServer({
      'GET /wanlshop/shop/apply': () => ({ data: mine }),
      'GET /admin/applications': () => ({
        data: page([adminApplication({ ...fields, verify, refuse_reason })]),
      }),
    }),
  });
  return app;
}

const statusOf = (region: HTMLElement) =>
  region.querySelector('[data-part="heading"] [data-tone]') as HTMLElement;

describe('an application per viewer', () => {
  it('tells the applicant where a submitted application stands, without the review’s actions or their identity', async () => {
    await openAs('seller', 2);
    const status = await screen.findByRole('region', {
      name: 'Your application is being reviewed',
    });
    expect(statusOf(status)).toHaveTextContent('Submitted, awaiting review');
    expect(statusOf(status)).toHaveAttribute('data-tone', 'orange');
    expect(within(status).getByText('Shop name: Ann Tea')).toBeInTheDocument();
    expect(within(status).queryByText('P1234567')).not.toBeInTheDocument();
    expect(within(status).queryByText(/Applicant/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and open the shop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
  });

  it('shows the platform the same application in the review’s words and tone, with who applied and its decisions', async () => {
    await openAs('platform', 2);
    const card = await screen.findByRole('region', { name: 'Ann Tea' });
    expect(statusOf(card)).toHaveTextContent('Awaiting review');
    expect(statusOf(card)).toHaveAttribute('data-tone', 'orange');
    expect(within(card).getByText('Applicant: Ann (buyer)')).toBeInTheDocument();
    expect(within(card).getByText('P1234567')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve and open the shop' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Apply again' })).toBeNull();
  });

  it.each([
    [
      'seller',
      'Your application was not approved',
      'Review failed, please resubmit',
      ['Apply again'],
    ],
    ['platform', 'Ann Tea', 'Rejected', []],
  ] as const)(
    'shows the %s a rejection in red with the reason, and only their own way on',
    async (viewer, name, label, buttons) => {
      await openAs(viewer, 4, 'Blurry ID photo');
      const region = await screen.findByRole('region', { name });
      expect(statusOf(region)).toHaveTextContent(label);
      expect(statusOf(region)).toHaveAttribute('data-tone', 'red');
      expect(within(region).getByText(/Blurry ID photo/)).toBeInTheDocument();
      expect(
        within(region)
          .queryAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(buttons);
    },
  );

  it('never lets a buyer open the platform’s review', async () => {
    const server = createFakeServer({});
    const app = await renderApp({ path: '/admin/applications', session: sessionAnswer(), server });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'Only platform operators can open the operator console');
    expect(server.calls('GET /admin/applications')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Approve and open the shop' })).toBeNull();
  });
});
