import { useSyncExternalStore } from 'react';
import { layoutForWidth, type Layout } from '@bazaar/domain';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = (): Layout => layoutForWidth(window.innerWidth);
const getServerSnapshot = (): Layout => 'mobile';

/**
 * The layout the window asks for (domain `layoutForWidth`: under 500 px mobile), following
 * resizes. The router and `UIProvider` both take it, so the route table and the components agree.
 */
export function useViewportLayout(): Layout {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
