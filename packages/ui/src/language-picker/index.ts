export { LanguagePicker } from './language-picker.js';
export type { LanguagePickerProps } from './language-picker.js';
export { LANGUAGE_NAMES } from './language-names.js';
