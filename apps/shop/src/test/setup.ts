import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadToastRegion } from '@bazaar/ui';
import { loadConfirmDialog } from '../app/feedback/confirm.js';
import { SCREENS, loadNotFoundScreen } from '../app/router/screens.js';
import { FakeWebSocket } from './fake-socket.js';
import { disposeRenderedApps } from './render-app.js';

// Screens load lazily: the first test of a file waits for Vite to transform a route's modules,
// which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Loads every lazy screen and both shells once before the tests of a file, so that no test pays
// for compiling them inside its own time limits.
beforeAll(
  () =>
    Promise.all([
      ...Object.values(SCREENS).map((load) => load()),
      loadNotFoundScreen(),
      import('../app/layout/mobile-shell.js'),
      import('../app/layout/desktop-shell.js'),
      import('../app/layout/language-picker.js'),
      // Loaded with the first toast or question in the app; here first, so they show synchronously.
      loadToastRegion(),
      loadConfirmDialog(),
    ]),
  120_000,
);

// The server-rendering tests run in Node (`@vitest-environment node`): no window there.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  FakeWebSocket.reset();
  disposeRenderedApps();
  window.localStorage.clear();
  document.title = '';
});

if (inBrowser) {
  // jsdom has no scrolling; React Router's scroll restoration calls it after each navigation.
  window.scrollTo = () => {};
  // The chat connection of a logged-in user opens a socket: tests play the server through
  // FakeWebSocket instead of jsdom's WebSocket reaching for the network.
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
}
