// How the shop shows a time: always a `<time dateTime>` element (see `DateTime`).
export { DateTime } from './date-time.js';
export type { DateTimeProps, TimeFormat } from './date-time.js';
export { isoTime, useDateFormat } from './use-date-format.js';
