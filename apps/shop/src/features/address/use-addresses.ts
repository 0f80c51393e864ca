import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { address, type Address } from '@bazaar/api/contract';
import { useEndpointMutation, usePagedEndpoint } from '@bazaar/api/swr';
import {
  ADDRESS_LIMIT,
  COUNTRY_DIAL_CODES,
  validateAddress,
  type ValidationResult,
} from '@bazaar/domain';
import { useConfirm } from '../../app/feedback/confirm.js';
import { useNotify } from '../../app/feedback/use-notify.js';
import type { SaveOutcome } from '../forms/index.js';

/** The address form's values. */
export type AddressFormValues = {
  readonly name: string;
  readonly mobile: string;
  /** A country id of the domain's dial-code list (`cn`, `us_ca`), or null. */
  readonly country: string | null;
  readonly address: string;
  readonly isDefault: boolean;
};

/** An empty form (the first address is the default anyway). */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  mobile: '',
  country: null,
  address: '',
  isDefault: false,
};

/** The form of a saved address. */
export function addressFormOf(saved: Address): AddressFormValues {
  return {
    name: saved.name,
    mobile: saved.mobile,
    country: saved.country,
    address: saved.address,
    isDefault: saved.is_default,
  };
}

/** The domain's `validateAddress` over the form (the country's dial code from its id). */
export function validateAddressForm(form: AddressFormValues): ValidationResult {
  const country = COUNTRY_DIAL_CODES.find((entry) => entry.id === form.country);
  return validateAddress({
    name: form.name,
    mobile: form.mobile,
    areaCode: country?.areaCode ?? null,
    address: form.address,
  });
}

/** The caller's addresses, the default first (all of them: at most `ADDRESS_LIMIT`). */
export function useAddresses() {
  return usePagedEndpoint(address.getaddress, { limit: ADDRESS_LIMIT });
}

/**
 * Saves an address (`type: 'add'`, or `'edit'` with `id`) after the domain's rules and says so;
 * a server refusal's message is shown by the client. The address lists follow.
 */
export function useSaveAddress() {
  const mutation = useEndpointMutation(address.save, {
    revalidate: [address.getaddress],
  });
  const notify = useNotify();
  const save = useCallback(
    async (form: AddressFormValues, id: number | null): Promise<SaveOutcome<Address>> => {
      const valid = validateAddressForm(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      try {
        const saved = await mutation.trigger({
          type: id === null ? 'add' : 'edit',
          data: {
            ...(id === null ? {} : { id }),
            name: form.name.trim(),
            mobile: form.mobile.trim(),
            // validateAddressForm has refused a form without a country.
            country: form.country ?? '',
            address: form.address.trim(),
            is_default: form.isDefault,
          },
        });
        notify.success(id === null ? 'common:success.submission' : 'common:success.modified');
        return { type: 'saved', value: saved };
      } catch {
        return { type: 'refused' };
      }
    },
    [mutation, notify],
  );
  return { save, isSaving: mutation.isMutating };
}

/**
 * Makes a saved address the default (`address` `edit` with its own fields and `is_default`) and
 * says so; the address lists follow (the former default loses its mark).
 */
export function useSetDefaultAddress() {
  const mutation = useEndpointMutation(address.save, {
    revalidate: [address.getaddress],
  });
  const notify = useNotify();
  const { trigger } = mutation;
  const setDefault = useCallback(
    async (saved: Address): Promise<boolean> => {
      try {
        await trigger({
          type: 'edit',
          data: {
            id: saved.id,
            name: saved.name,
            mobile: saved.mobile,
            country: saved.country,
            address: saved.address,
            is_default: true,
          },
        });
        notify.success('common:success.set');
        return true;
      } catch {
        return false;
      }
    },
    [trigger, notify],
  );
  return { setDefault, isSetting: mutation.isMutating };
}

/** Deletes an address after the delete confirmation (spec section 8); true when deleted. */
export function useDeleteAddress() {
  const mutation = useEndpointMutation(address.deladdress, {
    revalidate: [address.getaddress],
  });
  const confirm = useConfirm();
  const notify = useNotify();
  const { t } = useTranslation();
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      const confirmed = await confirm({
        message: t('common:confirm.delete_address'),
        confirmLabel: t('common:action.delete'),
        cancelLabel: t('common:confirm.keep'),
        isDestructive: true,
      });
      if (!confirmed) return false;
      try {
        await mutation.trigger({ id });
        notify.success('common:success.deletion');
        return true;
      } catch {
        return false;
      }
    },
    [confirm, mutation, notify, t],
  );
  return { remove, isDeleting: mutation.isMutating };
}
