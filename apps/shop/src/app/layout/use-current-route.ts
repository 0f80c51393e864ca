import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../app-types.js';

/** The innermost matched route's handle: its domain route id and auth level. */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.routeId) return handle;
  }
  return undefined;
}
