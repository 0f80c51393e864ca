import { calendarDate, unixSecondsToMs } from '@bazaar/domain';

/** Items of one calendar day, in their list order. */
export type DayGroup<T> = {
  /** The day, `YYYY-MM-DD` in the time zone the items were grouped in. */
  readonly date: string;
  readonly items: readonly T[];
};

/**
 * Groups a list sorted newest first (footprints) by the calendar day of `timeOf(item)` (unix
 * seconds) in `timeZone` (the domain's `calendarDate`). Items of one day stay together even if the
 * list's order separates them.
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  timeZone: string,
): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const date = calendarDate(unixSecondsToMs(timeOf(item)), timeZone);
    const group = groups.get(date);
    if (group) group.push(item);
    else groups.set(date, [item]);
  }
  return [...groups].map(([date, dayItems]) => ({ date, items: dayItems }));
}
