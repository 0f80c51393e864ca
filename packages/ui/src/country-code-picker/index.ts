export { CountryCodePicker } from './country-code-picker.js';
export type { CountryCodePickerProps } from './country-code-picker.js';
