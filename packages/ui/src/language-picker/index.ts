export { LanguagePicker } from './language-picker.js';
export type { LanguagePickerProps } from './language-picker.js';
export { LANGUAGE_NAMES } from './language-names.js';
export { LanguagePickerFace } from './language-picker-face.js';
export type { LanguagePickerFaceProps } from './language-picker-face.js';
