export { useAddressedId, useAddressedRecord } from './use-addressed-record.js';
export type {
  AddressedRecord,
  AddressedRecordOptions,
  IdPlace,
  ReadsById,
} from './use-addressed-record.js';
export { Detail } from './detail.js';
export type { DetailProps } from './detail.js';
