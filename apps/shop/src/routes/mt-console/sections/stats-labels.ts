import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleStats } from '@bazaar/api/contract';
import { DEFAULT_LANGUAGE, isLanguageCode, unixSecondsToMs } from '@bazaar/domain';
import { formatDate } from '@bazaar/i18n';

/**
 * The chart's x labels of a period, on the platform calendar (`time_zone`) and in the user's
 * language: the clock hour today (`08:00`), the date this month (`11/22`), the month this year
 * (`Nov`).
 */
export function useStatsLabel(stats: Pick<ConsoleStats, 'period' | 'time_zone'> | undefined) {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const period = stats?.period;
  const timeZone = stats?.time_zone;
  return useCallback(
    (point: ConsoleStats['series'][number]): string => {
      if (period === 'today') return `${String(point.label).padStart(2, '0')}:00`;
      const options: Intl.DateTimeFormatOptions =
        period === 'month' ? { month: 'numeric', day: 'numeric' } : { month: 'short' };
      return formatDate(language, unixSecondsToMs(point.start), { ...options, timeZone });
    },
    [language, period, timeZone],
  );
}

/** How many x labels to skip between two shown: every 3rd hour, every 5th day, every month. */
export function labelStep(period: ConsoleStats['period']): number {
  switch (period) {
    case 'today':
      return 3;
    case 'month':
      return 5;
    case 'year':
      return 1;
    default:
      return period satisfies never;
  }
}
