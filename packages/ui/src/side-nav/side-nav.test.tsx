import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userTools } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { SideNav } from './side-nav.js';

describe('SideNav', () => {
  it('leaves out an entry without a route unless given an address', async () => {
    const items = userTools({ id: 1, shop_auth: 0 });
    const { unmount } = await renderUI(<SideNav title="Me" items={items} />);
    expect(screen.getAllByRole('link')).toHaveLength(items.length - 1);
    unmount();
    await renderUI(
      <SideNav title="Me" items={items} externalHrefs={{ install_app: '/app.apk' }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(items.length);
  });

  it('sends non-merchants to the application from the merchant entry', async () => {
    await renderUI(
      <SideNav title="Me" items={userTools({ id: 1, shop_auth: 0 })} currentId="merchant" />,
    );
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/user/apply');
  });

  it('reads a count as unread, or as items when told', async () => {
    await renderUI(
      <SideNav
        title="Me"
        items={userTools({ id: 1, shop_auth: 0 })}
        badges={{ service: 2, reviews: 7 }}
        badgeKinds={{ reviews: 'items' }}
      />,
    );
    const link = (path: string) =>
      screen.getAllByRole('link').find((candidate) => candidate.getAttribute('href') === path);
    expect(link('/user/service')).toHaveTextContent('2 unread');
    expect(link('/user/comment/list')).toHaveTextContent('7 items');
  });
});
