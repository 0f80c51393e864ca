import { LOGIN_ROUTE_PATH } from '@bazaar/domain';

/** The search parameter that carries where to go back to after logging in. */
export const REDIRECT_PARAM = 'redirect';

/** The login page, remembering `from` (a path with its query) to come back to after logging in. */
export function loginPath(from?: string): string {
  if (!from || from === LOGIN_ROUTE_PATH || !isSafeRedirect(from)) return LOGIN_ROUTE_PATH;
  return `${LOGIN_ROUTE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`;
}

/**
 * True for a path of this app: it starts with one `/` (so `//evil.example` and `https://...`,
 * which would leave the site, are refused) and has no backslash (browsers read `/\` as `//`).
 */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** Where to go after logging in or registering: the remembered page when safe, else `fallback`. */
export function redirectTarget(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target && isSafeRedirect(target) ? target : fallback;
}

/** A positive integer id from a path or query parameter, or null (`/goods/abc` is not a goods). */
export function parseId(value: string | undefined | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}
