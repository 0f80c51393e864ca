import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, unixSecondsToMs } from '@bazaar/domain';
import { formatDate } from '@bazaar/i18n';

/** Formats wire times (unix seconds) as a date and time in the user's language. */
export function useDateTime(): (unixSeconds: number) => string {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback(
    (unixSeconds: number) =>
      formatDate(language, unixSecondsToMs(unixSeconds), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [language],
  );
}
