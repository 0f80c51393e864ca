export { SetPasswordScreen } from './set-password.js';
