import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, unixSecondsToMs } from '@bazaar/domain';
import { formatDate } from '@bazaar/i18n';

/**
 * Formats wire times (unix seconds) in the user's language: the date, or the date and time with
 * `withTime`.
 */
export function useDateFormat(): (unixSeconds: number, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback(
    (unixSeconds: number, withTime = false) =>
      formatDate(
        language,
        unixSecondsToMs(unixSeconds),
        withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ),
    [language],
  );
}

/** A wire time (unix seconds) as ISO 8601, for `<time dateTime>`. */
export function isoTime(unixSeconds: number): string {
  return new Date(unixSecondsToMs(unixSeconds)).toISOString();
}
