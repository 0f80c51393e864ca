export { Select } from './select.js';
export type { SelectOption, SelectProps } from './select.js';
