import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n, loadAreaTexts } from '@bazaar/i18n';
import { App, type AppHydration } from './app/app.js';
import { nextTask } from './boot/next-task.js';
import { replayEarlyEvents } from './app/early-events.js';
import { createServices } from './app/services.js';
import { primeViewportLayout } from './app/use-viewport-layout.js';
import {
  readSsrState,
  seedSwrCache,
  skipSeededRevalidation,
  type SsrState,
} from './app/ssr/ssr-state.js';
import { captureInstallPrompt } from './pwa/install-prompt.js';
import { registerServiceWorker } from './pwa/register.js';
import type { KeyValueStorage } from './state/index.js';

function localStorageOrNull(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (some private modes): the app works for this visit only.
    return null;
  }
}

/**
 * What hydration starts with: SWR's cache seeded with the server's answers. A logged-in visitor's
 * answers are fetched again as the page hydrates (the server drew them for a visitor, without
 * what is theirs, like a favourite mark); a visitor's are not.
 */
function hydrationOf(ssr: SsrState, loggedIn: boolean): AppHydration {
  const swrCache = new Map<string, unknown>();
  seedSwrCache(swrCache, ssr.seed);
  const seeded = new Set(loggedIn ? [] : ssr.seed.map(([key]) => key));
  return { layout: ssr.layout, swrCache, seeded, swrUse: [skipSeededRevalidation(seeded)] };
}

/**
 * Starts the app (`main.tsx` imports this module once the libraries have been evaluated, a task
 * apart): hydrates the server's page, or draws the app in an empty one. Yields between its steps
 * (`nextTask`): every task over 50 ms at a phone's speed (Lighthouse's 4x slow-down) counts
 * against the page's blocking time.
 */
export async function start(): Promise<void> {
  captureInstallPrompt();
  registerServiceWorker();
  await nextTask();
  // The window's width while the server's page is laid out (a read during hydration forces a layout).
  primeViewportLayout();
  const storage = localStorageOrNull();
  const ssr = readSsrState(document);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A server-rendered page hydrates in the language it was drawn in; the stored one follows. Only
  // the first load's namespaces come now: the account's, the merchant's and the operator's come
  // with the routes that draw them (each route waits for them with its screen), before hydration
  // for a logged-in user.
  const i18n = await createI18n({
    ...(ssr ? { language: ssr.language } : storage ? { storage } : {}),
    areas: false,
  });
  const services = createServices({ i18n, storage, serverRendered: ssr !== null });
  if (ssr && services.store.getState().user.token !== null) {
    await loadAreaTexts(i18n).catch(() => undefined);
  }
  if (!ssr) {
    createRoot(root).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
    return;
  }
  const hydration = hydrationOf(ssr, services.store.getState().user.token !== null);
  await nextTask();
  await services.router.hydrate(ssr.layout, window.location.pathname + window.location.search);
  await nextTask();
  // In a transition React hydrates in slices, yielding to the browser between them.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App services={services} hydration={hydration} />
      </StrictMode>,
    );
  });
  // What was pressed on the server's page reaches each part as React takes it over.
  void replayEarlyEvents();
}
