import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { user } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { changeLanguage } from '@bazaar/i18n';
import { endSession, setSession, useSession } from '../state/index.js';
import { createFakeServer } from '../test/fake-server.js';
import { sessionAnswer, userinfo } from '../test/fixtures.js';
import { renderWithProviders } from '../test/render-app.js';

function Profile() {
  const { isLoggedIn } = useSession();
  const { data } = useEndpoint(user.profile, isLoggedIn ? undefined : null);
  return <p>{data ? `Hello ${data.userinfo.nickname}` : 'nobody'}</p>;
}

function profileServer() {
  let nickname = 'Ann';
  const server = createFakeServer({
    'GET /wanlshop/user/profile': () => ({
      data: { userinfo: userinfo({ nickname }), statistics: sessionAnswer().statistics },
    }),
  });
  return { server, rename: (next: string) => (nickname = next) };
}

describe('CacheEffects', () => {
  it("drops every cached answer when the user changes, so the next user never sees the last one's", async () => {
    const { server, rename } = profileServer();
    const { services } = await renderWithProviders(<Profile />, {
      server,
      session: sessionAnswer('ann'),
    });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    act(() => endSession(services.store));
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    rename('Bob');
    act(() => setSession(services.store, sessionAnswer('bob', { id: 8 }), 0));
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
  });

  it('fetches every answer again after a language change', async () => {
    const { server } = profileServer();
    const { services } = await renderWithProviders(<Profile />, {
      server,
      session: sessionAnswer(),
    });
    await screen.findByText('Hello Ann');
    const before = server.calls('GET /wanlshop/user/profile').length;
    await act(() => changeLanguage(services.i18n, 'ko'));
    await waitFor(() =>
      expect(server.calls('GET /wanlshop/user/profile').length).toBeGreaterThan(before),
    );
    expect(server.requests.at(-1)?.headers['Accept-Language']).toBe('ko,zh;q=0.9');
  });
});
