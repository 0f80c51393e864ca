export { DOMAIN_MESSAGE_KEYS } from './message-keys.js';
