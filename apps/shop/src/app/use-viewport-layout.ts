import { useSyncExternalStore } from 'react';
import { layoutForWidth, type Layout } from '@bazaar/domain';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = (): Layout => layoutForWidth(window.innerWidth);

/**
 * The layout the window asks for (domain `layoutForWidth`: under 500 px mobile), following
 * resizes. The router and `UIProvider` both take it, so the route table and the components agree.
 * While React hydrates a server-rendered page it is the layout the server drew (`serverLayout`);
 * when the server guessed wrong, the window's layout follows at once, without a mismatch.
 */
export function useViewportLayout(serverLayout: Layout = 'mobile'): Layout {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverLayout);
}
