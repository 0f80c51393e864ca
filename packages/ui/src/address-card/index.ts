export { AddressCard } from './address-card.js';
export type { AddressCardProps, AddressSummary } from './address-card.js';
