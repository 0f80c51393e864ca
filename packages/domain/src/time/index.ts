export {
  calendarDate,
  calendarDaysBetween,
  calendarParts,
  dayNumber,
  daysBetweenDates,
  epochOfCalendar,
  parseCalendarDate,
  unixSecondsToMs,
} from './calendar.js';
export type { CalendarParts, EpochMs } from './calendar.js';
export { JUST_NOW_MS, relativeTime } from './relative-time.js';
export type { RelativeTime, RelativeTimeOptions } from './relative-time.js';
export { chatTime } from './chat-time.js';
export type { ChatTime } from './chat-time.js';
