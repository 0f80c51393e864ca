import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@bazaar/i18n';
import { selectSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { goods, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';

const shopper = sessionAnswer('token', { nickname: 'Mia' });

describe('mobile shell', () => {
  it.each([
    ['/', true],
    ['/category', true],
    ['/category/4', true],
    ['/cart', true],
    ['/user', true],
    ['/goods/1', false],
    ['/user/wallet', false],
    ['/user/register', false],
    ['/no/such/page', false],
  ])('%s shows the bottom tabs: %s', async (path, shown) => {
    await renderApp({ path, session: shopper });
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.queryByRole('navigation', { name: 'Main sections' });
    if (shown) expect(tabs).toBeInTheDocument();
    else expect(tabs).not.toBeInTheDocument();
  });

  it('marks the current tab, moves between tabs and counts the cart', async () => {
    const app = await renderApp({
      path: '/',
      cart: [goods({ number: 2 }), goods({ goods_id: 12, sku_id: 102, number: 1 })],
    });
    const tabs = within(await screen.findByRole('navigation', { name: 'Main sections' }));
    expect(tabs.getAllByRole('link')).toEqual([
      tabs.getByRole('link', { name: 'Home' }),
      tabs.getByRole('link', { name: 'Categories' }),
      tabs.getByRole('link', { name: '3 items Cart' }),
      tabs.getByRole('link', { name: 'Me' }),
    ]);
    expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(tabs.getByRole('link', { name: 'Categories' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main sections' })).getByRole('link', {
          name: 'Categories',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    expect(app.path()).toBe('/category');
  });

  it('goes back from a page, or home when the visit started there', async () => {
    const app = await renderApp({ path: '/goods/5' });
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/'));

    await act(() => app.services.router.navigate('/user/register'));
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('moves focus to the new page heading after a navigation, and names the document', async () => {
    const app = await renderApp({ path: '/user/login' });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(document.title).toBe('Log in');
    await app.user.click(screen.getByRole('link', { name: 'Sign up' }));
    const heading = await screen.findByRole('heading', { name: 'Sign up' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Sign up');
  });

  it('has a skip link to the content', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});

describe('desktop shell', () => {
  it('has the header: home, main links with the cart count, search, log in, sign up, language', async () => {
    await renderApp({ path: '/', width: 1280, cart: [goods({ number: 4 })] });
    const header = within(await screen.findByRole('banner'));
    const main = within(header.getByRole('navigation', { name: 'Main navigation' }));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(main.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category');
    expect(main.getByRole('link', { name: '4 items Cart' })).toHaveAttribute('href', '/cart');
    // A plain search form (a GET to /search without JavaScript) until the search is first used.
    const search = header.getByRole('search');
    expect(search).toHaveAttribute('action', '/search');
    expect(
      within(search).getByRole('searchbox', { name: 'Search goods and shops' }),
    ).toHaveAttribute('name', 'keyword');
    expect(header.queryByRole('combobox')).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2F',
    );
    expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user/register');
    // The language picker's face, named as the picker: its code loads on first use.
    expect(header.getByRole('button', { name: 'Language English' })).toHaveAttribute(
      'data-stand-in',
      'language-picker',
    );
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).not.toBeInTheDocument();
  });

  it('reads the cart count as items and one item in the singular', async () => {
    await renderApp({ path: '/', width: 1280, cart: [goods({ number: 1 })], language: 'ru' });
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: '1 товар Корзина' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('searches with the keyword', async () => {
    const app = await renderApp({ path: '/', width: 1280 });
    await app.user.type(
      await screen.findByRole('searchbox', { name: 'Search goods and shops' }),
      ' green tea {Enter}',
    );
    const search = screen.getByRole('combobox', { name: 'Search goods and shops' });
    await waitFor(() => expect(app.path()).toBe('/search?keyword=green+tea'));
    await app.user.clear(search);
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.path()).toBe('/search'));
  });

  it('loads the suggestions box when the search is first used, keeping what was typed and the focus', async () => {
    const app = await renderApp({ path: '/', width: 1280 });
    const plain = await screen.findByRole('searchbox', { name: 'Search goods and shops' });
    // Typed before the suggestions' code arrived (a slow phone): kept when the combo box comes.
    fireEvent.change(plain, { target: { value: 'gre' } });
    await app.user.click(plain);
    const box = await screen.findByRole('combobox', { name: 'Search goods and shops' });
    expect(box).toHaveValue('gre');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await app.user.type(box, 'en tea{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search?keyword=green+tea'));
  });

  it('searches from the plain form before the suggestions box has loaded', async () => {
    const app = await renderApp({ path: '/', width: 1280 });
    const plain = await screen.findByRole('searchbox', { name: 'Search goods and shops' });
    fireEvent.change(plain, { target: { value: ' teapot ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=teapot'));
    expect(window.localStorage.getItem('bazaar.recentSearches')).toBe('["teapot"]');
  });

  // Before any other test of the file loads the picker's code: this is the first press's path.
  it('loads the language picker on its first press, from the keyboard too: it opens at once', async () => {
    const app = await renderApp({ path: '/', width: 1280 });
    const face = await screen.findByRole('button', { name: 'Language English' });
    face.focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    // Focused a frame after the sheet opens (at once when the picker's code was loaded already).
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'English' })).toHaveFocus(),
    );
    // Closed, the focus goes back to the picker's own button, in the face's place.
    await app.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const picker = screen.getByRole('button', { name: 'Language English' });
    expect(picker).not.toHaveAttribute('data-stand-in');
    // react-aria gives the focus back a frame after the sheet has gone.
    await waitFor(() => expect(picker).toHaveFocus());
    // The picker's label names the button but is not shown above it in the header.
    expect(screen.getByText('Language')).toHaveAttribute('data-hidden');
  });

  it('switches the language: loads only that pack, stores the choice, translates the page', async () => {
    const app = await renderApp({ path: '/', width: 1280 });
    await app.user.click(await screen.findByRole('button', { name: 'Language English' }));
    await app.user.click(await screen.findByRole('option', { name: '日本語' }));
    expect(await screen.findByRole('link', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    const { i18n } = app.services;
    expect(i18n.language).toBe('ja');
    expect(i18n.hasResourceBundle('ja', 'shop')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'shop')).toBe(false);
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
  });

  it('opens the account menu with the keyboard; Escape closes it and returns focus', async () => {
    const app = await renderApp({ path: '/', width: 1280, session: shopper });
    const button = await screen.findByRole('button', { name: 'Mia Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await app.user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account overview', 'My orders', 'Wallet', 'Settings']);
    await app.user.tab();
    expect(within(menu).getByRole('link', { name: 'Account overview' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('logs out after the confirmation; cancelling keeps the session and returns focus', async () => {
    const server = createFakeServer({ 'POST /wanlshop/user/logout': () => ({ data: {} }) });
    const app = await renderApp({ path: '/goods/3', width: 1280, session: shopper, server });
    const button = await screen.findByRole('button', { name: 'Mia Account menu' });

    await app.user.click(button);
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Log out of your account?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(true);
    expect(server.calls('POST /wanlshop/user/logout')).toHaveLength(0);

    await app.user.click(button);
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(app.path()).toBe('/'));
    await expectToast(app, 'Logged out');
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(false);
    expect(server.calls('POST /wanlshop/user/logout')[0]?.headers.token).toBe('token');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('logs out here even when the server cannot be reached', async () => {
    const server = createFakeServer({ 'POST /wanlshop/user/logout': () => 'network-error' });
    const app = await renderApp({ path: '/', width: 1280, session: shopper, server });
    await app.user.click(await screen.findByRole('button', { name: 'Mia Account menu' }));
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await expectToast(app, 'Logged out');
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(false);
  });

  it('marks the entry of a sub-page, not the overview', async () => {
    await renderApp({ path: '/user/refund/details/3', width: 1280, session: shopper });
    const side = within(await screen.findByRole('navigation', { name: 'My account' }));
    expect(side.getByRole('link', { current: 'page' })).toHaveTextContent(
      'Refunds and after-sales',
    );
  });

  it('shows the side navigation in the user area only, marking the current page', async () => {
    const app = await renderApp({ path: '/user/wallet', width: 1280, session: shopper });
    const side = within(await screen.findByRole('navigation', { name: 'My account' }));
    expect(side.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(side.getByRole('link', { name: 'Account overview' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(side.getByRole('link', { name: 'Merchant entry' })).toHaveAttribute(
      'href',
      '/user/apply',
    );
    await act(() => app.services.router.navigate('/goods/1'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument(),
    );
  });

  it('sends a merchant entry to the console', async () => {
    await renderApp({
      path: '/user',
      width: 1280,
      session: sessionAnswer('t', { shop_auth: 2 }),
    });
    const side = within(await screen.findByRole('navigation', { name: 'My account' }));
    expect(side.getByRole('link', { name: 'Merchant entry' })).toHaveAttribute('href', '/mt');
  });
});
