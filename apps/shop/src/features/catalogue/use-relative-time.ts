import { useTranslation } from 'react-i18next';
import { relativeTime, unixSecondsToMs } from '@bazaar/domain';
import { formatRelativeTime } from '@bazaar/i18n';
import { useServices } from '../../app/services-context.js';

/**
 * Formats wire times (unix seconds) as the domain's relative time in the user's language
 * ("3 hours ago"), in the browser's time zone.
 */
export function useRelativeTime(): (unixSeconds: number) => string {
  const { i18n } = useTranslation();
  const { now } = useServices();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (unixSeconds) =>
    formatRelativeTime(i18n, relativeTime(unixSecondsToMs(unixSeconds), now(), zone));
}
