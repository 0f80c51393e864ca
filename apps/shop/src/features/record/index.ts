export { useAddressedId, useAddressedRecord } from './use-addressed-record.js';
export type {
  AddressedRecord,
  AddressedRecordOptions,
  IdPlace,
  ReadsById,
} from './use-addressed-record.js';
