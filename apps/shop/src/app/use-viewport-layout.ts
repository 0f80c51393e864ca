import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, layoutForWidth, type Layout } from '@bazaar/domain';

/**
 * The window's layout, read once and again after each `resize`: reading `innerWidth` makes the
 * browser lay the page out first when anything has changed, and React asks for the snapshot while
 * it hydrates (when the styles it injects have just changed), which took 20 ms of the phone's
 * hydration on every read (a forced layout, 80 ms at Lighthouse's 4x slow-down).
 */
let cached: Layout | null = null;
let watching = false;

function forget(): void {
  cached = null;
}

/**
 * The layout of the viewport's width as CSS media queries see it (the device's width on a phone),
 * not `innerWidth`: a phone's browser widens its layout viewport, and `innerWidth`, to fit a page
 * wider than the screen, so a phone shown the desktop page (a layout cookie from a wider window)
 * measured 732 px and kept the desktop for good. Where `matchMedia` is missing, `innerWidth`.
 */
function measure(): Layout {
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches
      ? 'desktop'
      : 'mobile';
  }
  return layoutForWidth(window.innerWidth);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getSnapshot(): Layout {
  if (!watching) {
    // Registered before any subscriber's, so a resize clears the value before they read it.
    window.addEventListener('resize', forget);
    watching = true;
  }
  cached ??= measure();
  return cached;
}

/**
 * The layout the window asks for (domain `layoutForWidth`: under 500 px mobile), following
 * resizes. The router and `UIProvider` both take it, so the route table and the components agree.
 * While React hydrates a server-rendered page it is the layout the server drew (`serverLayout`);
 * when the server guessed wrong, the window's layout follows at once, without a mismatch.
 */
export function useViewportLayout(serverLayout: Layout = 'mobile'): Layout {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverLayout);
}

/** The window's layout now (read once between resizes). */
export function viewportLayout(): Layout {
  return getSnapshot();
}

/** Reads the window's layout now, while the page is laid out (before hydration starts). */
export function primeViewportLayout(): Layout {
  return getSnapshot();
}
