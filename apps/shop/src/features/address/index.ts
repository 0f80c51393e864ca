export {
  EMPTY_ADDRESS_FORM,
  addressFormOf,
  useAddresses,
  useDeleteAddress,
  useSaveAddress,
  useSetDefaultAddress,
  validateAddressForm,
} from './use-addresses.js';
export type { AddressFormValues } from './use-addresses.js';
