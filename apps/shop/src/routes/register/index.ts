export { RegisterScreen } from './register.js';
