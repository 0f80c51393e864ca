import { type EpochMs, calendarParts, dayNumber } from './calendar.js';

/**
 * When a chat message was sent, as data for `packages/i18n` to word: the clock time, the weekday
 * with the time, or the date with the time. `weekday` is 0 Sunday to 6 Saturday; `month` 1 to 12;
 * `year` lets the formatter add the year when it is not the current one.
 */
export type ChatTime =
  | { readonly kind: 'time'; readonly hour: number; readonly minute: number }
  | {
      readonly kind: 'weekday';
      readonly weekday: number;
      readonly hour: number;
      readonly minute: number;
    }
  | {
      readonly kind: 'date';
      readonly year: number;
      readonly month: number;
      readonly day: number;
      readonly hour: number;
      readonly minute: number;
    };

/**
 * The chat time of a message sent at `then`, seen at `now` (epoch milliseconds), read in
 * `timeZone` (IANA). "A day" is a calendar day, so that a bare clock time always means today:
 *
 * 1. The same calendar day as `now`: `time`.
 * 2. 1 to 6 calendar days back: `weekday` and time (spec: under 7 days the weekday).
 * 3. Otherwise, including a `then` on a later day than `now`: `date` and time.
 */
export function chatTime(then: EpochMs, now: EpochMs, timeZone: string): ChatTime {
  const sent = calendarParts(then, timeZone);
  const days = dayNumber(calendarParts(now, timeZone)) - dayNumber(sent);
  const { hour, minute } = sent;
  if (days === 0) return { kind: 'time', hour, minute };
  if (days > 0 && days < 7) return { kind: 'weekday', weekday: sent.weekday, hour, minute };
  return { kind: 'date', year: sent.year, month: sent.month, day: sent.day, hour, minute };
}
