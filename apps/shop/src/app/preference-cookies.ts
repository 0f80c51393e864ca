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
