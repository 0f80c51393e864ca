export { TextField } from './text-field.js';
export type { TextFieldProps } from './text-field.js';
