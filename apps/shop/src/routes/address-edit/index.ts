export { AddressEditScreen } from './address-edit.js';
