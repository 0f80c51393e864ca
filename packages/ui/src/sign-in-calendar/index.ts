export { SignInCalendar } from './sign-in-calendar.js';
export type { SignInCalendarProps } from './sign-in-calendar.js';
