import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToastRegion } from '../src/toast/toast.js';

afterEach(() => {
  cleanup();
  // Files share one jsdom (isolate: false): leave nothing behind for the next file.
  document.body.innerHTML = '';
  window.history.replaceState(null, '');
});

// jsdom has no matchMedia; every query reads as not matching (mobile layout, motion allowed).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The toast region is its own chunk, loaded with the first toast; loaded here first, toasts show
// synchronously as a test acts (fake timers included).
await loadToastRegion();
