export { UserSecurityScreen } from './user-security.js';
