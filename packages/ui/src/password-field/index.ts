export { PasswordField } from './password-field.js';
export type { PasswordFieldProps } from './password-field.js';
