import { useTranslation } from 'react-i18next';
import { chatTime, isLanguageCode, DEFAULT_LANGUAGE, unixSecondsToMs } from '@bazaar/domain';
import { formatChatTime } from '@bazaar/i18n';
import { useServices } from '../../app/services-context.js';

/**
 * Formats a chat message's time (unix seconds) by the spec's chat rule (domain `chatTime`: the
 * clock today, the weekday within a week, else the date) in the user's language and time zone.
 */
export function useChatTime(): (unixSeconds: number) => string {
  const { i18n } = useTranslation();
  const { now } = useServices();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (unixSeconds) => {
    const at = now();
    return formatChatTime(language, chatTime(unixSecondsToMs(unixSeconds), at, zone), {
      currentYear: new Date(at).getFullYear(),
    });
  };
}
