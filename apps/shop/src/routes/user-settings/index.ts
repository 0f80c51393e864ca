export { UserSettingsScreen } from './user-settings.js';
