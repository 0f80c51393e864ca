export { AddressListScreen } from './address-list.js';
