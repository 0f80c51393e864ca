export { NumberField } from './number-field.js';
export type { NumberFieldProps } from './number-field.js';
