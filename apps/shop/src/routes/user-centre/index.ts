export { UserCentreScreen } from './user-centre.js';
