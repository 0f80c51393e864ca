import { useCallback } from 'react';
import { merchant, type MerchantShop } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation } from '@bazaar/api/swr';
import { validateShopSettings, type ShopSettingsForm } from '@bazaar/domain';
import type { SaveOutcome } from '../forms/index.js';

/** The merchant's own shop and its counts (`GET merchant/shop`). */
export function useMerchantShop() {
  return useEndpoint(merchant.shop, undefined);
}

/**
 * Saves the shop settings: checked first by the domain's `validateShopSettings` (a name and a
 * logo), trimmed, then `POST merchant/shop`; the shop read follows the answer.
 */
export function useSaveShopSettings() {
  const mutation = useEndpointMutation(merchant.saveShop, { revalidate: [merchant.shop] });
  const { trigger } = mutation;
  const save = useCallback(
    async (form: ShopSettingsForm): Promise<SaveOutcome<MerchantShop>> => {
      const valid = validateShopSettings(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      try {
        const value = await trigger({
          shopname: form.shopname.trim(),
          keywords: form.keywords.trim(),
          description: form.description.trim(),
          avatar: form.avatar.trim(),
        });
        return { type: 'saved', value };
      } catch {
        return { type: 'refused' };
      }
    },
    [trigger],
  );
  return { save, isSaving: mutation.isMutating };
}
