/** A year: a preference stays until it is changed. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Writes a preference cookie the server renders pages by (`PREFERENCE_COOKIES` of the domain):
 * the whole site, a year, sent on top-level navigations only.
 */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const current = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  if (current === `${name}=${value}`) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * {@link writePreferenceCookie} when the browser is idle (at the latest after 2 s): the cookie is
 * for the next page the server draws, and writing it (a call to the browser's cookie store) was
 * part of the hydration's effects, a long task on a phone. Returns a function that cancels it.
 */
export function writePreferenceCookieWhenIdle(name: string, value: string): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => writePreferenceCookie(name, value), {
      timeout: 2000,
    });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(() => writePreferenceCookie(name, value), 0);
  return () => window.clearTimeout(timer);
}
