export type { Refused, SaveOutcome } from './save-outcome.js';
export { TextAreaField } from './text-area-field.js';
export { useFormFields } from './use-form-fields.js';
export type { FormFields } from './use-form-fields.js';
export type { TextAreaFieldProps } from './text-area-field.js';
export { useTranslatedFields } from './use-translated-fields.js';
export type {
  StoredTranslations,
  TranslatedFields,
  TranslationLanguage,
} from './use-translated-fields.js';
