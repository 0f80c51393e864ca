import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@bazaar/i18n';
import { App } from './app/app.js';
import { createServices } from './app/services.js';
import type { KeyValueStorage } from './state/index.js';

function localStorageOrNull(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (some private modes): the app works for this visit only.
    return null;
  }
}

async function start(): Promise<void> {
  const storage = localStorageOrNull();
  const i18n = await createI18n(storage ? { storage } : {});
  const services = createServices({ i18n, storage });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
