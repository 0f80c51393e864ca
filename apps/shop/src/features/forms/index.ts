export type { Refused, SaveOutcome } from './save-outcome.js';
export { TextAreaField } from './text-area-field.js';
export type { TextAreaFieldProps } from './text-area-field.js';
