export { UserEditScreen } from './user-edit.js';
