import { useMemo } from 'react';
import type { SignInStatus } from '@bazaar/domain';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { Hidden, Root } from './sign-in-calendar.styles.js';

/** Props of `SignInCalendar`. */
export interface SignInCalendarProps {
  /** The card's state from the domain's `signInStatus(record, today)`. */
  status: SignInStatus;
  /** Today's calendar date in the user's time zone, `YYYY-MM-DD` (the month shown). */
  today: string;
  /** The dates signed this month, `YYYY-MM-DD`. */
  signedDates: readonly string[];
  /** Called by the sign-in button. */
  onSignIn: () => void;
  /** The sign-in request is running. @default false */
  isSigningIn?: boolean;
}

/** Weeks of a month as day numbers, `null` before the first and after the last day. */
function monthWeeks(year: number, month: number, firstDay: number): (number | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 Sunday .. 6 Saturday; firstDay: 1 Monday .. 7 Sunday (Intl week info).
  const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - (firstDay % 7) + 7) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
    };
    return info.getWeekInfo?.().firstDay ?? 7;
  } catch {
    return 7;
  }
}

/**
 * The daily sign-in card: the streak, today's points and tomorrow's points (all from the domain's
 * `signInStatus`), the sign-in button, and this month's calendar with the signed days marked.
 * Weekday and month names follow the locale, and so does the first day of the week.
 */
export function SignInCalendar({
  status,
  today,
  signedDates,
  onSignIn,
  isSigningIn = false,
}: SignInCalendarProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  const firstDay = firstDayOfWeek(locale);
  const weeks = useMemo(() => monthWeeks(year, month, firstDay), [year, month, firstDay]);
  const signed = new Set(
    signedDates
      .filter((date) => date.startsWith(`${today.slice(0, 7)}-`))
      .map((date) => Number(date.slice(8, 10))),
  );
  const monthName = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    // 2024-01-07 was a Sunday.
    const date = new Date(Date.UTC(2024, 0, 7 + ((firstDay + index) % 7)));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });

  return (
    <Root aria-label={t('sign_in.title')}>
      <header>
        <div>
          <span data-part="streak">{t('sign_in.streak', { count: status.consecutive })}</span>
          <span data-part="bonus">
            {status.signedToday
              ? t('sign_in.tomorrow', { count: status.tomorrowBonus })
              : t('sign_in.today', { count: status.todayBonus })}
          </span>
        </div>
        <Button onPress={onSignIn} isDisabled={status.signedToday} isLoading={isSigningIn}>
          {status.signedToday ? t('sign_in.done') : t('sign_in.action')}
        </Button>
      </header>
      <table>
        <caption>{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col">
                <abbr title={weekday.long}>{weekday.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td
                  key={column}
                  data-signed={date !== null && signed.has(date) ? true : undefined}
                  aria-current={date === day ? 'date' : undefined}
                >
                  {date !== null ? (
                    <span>
                      {date}
                      {signed.has(date) ? <Hidden> {t('sign_in.signed')}</Hidden> : null}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Root>
  );
}
