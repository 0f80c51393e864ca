import { useCallback } from 'react';
import { shopApply, type MerchantApplication } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation } from '@bazaar/api/swr';
import {
  applicationStateFromWire,
  validateQualifications,
  validateShopInfo,
  type ApplicationState,
  type QualificationsForm,
  type ShopInfoForm,
} from '@bazaar/domain';
import { useServices } from '../../app/services-context.js';
import type { SaveOutcome } from '../forms/index.js';
import { refreshSession } from '../session/index.js';

/** The application's state by name (`verify` 0 to 4), or null when the user never applied. */
export function applicationStateOf(
  application: MerchantApplication | null,
): ApplicationState | null {
  return application === null ? null : applicationStateFromWire(application.verify);
}

/** The caller's merchant application (`GET shop/apply`): null when they never applied. */
export function useApplication() {
  return useEndpoint(shopApply.get, undefined);
}

function trimmed<T extends Record<string, string>>(form: T): T {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as T;
}

/**
 * The application's two forms, each checked by the domain (`validateQualifications`,
 * `validateShopInfo`) before `POST shop/apply` with its `step`: the qualifications move it to the
 * shop form, the shop submits it for review. The application read follows the answer.
 */
export function useSubmitApplication() {
  const mutation = useEndpointMutation(shopApply.submit, { revalidate: [shopApply.get] });
  const submitQualifications = useCallback(
    async (form: QualificationsForm): Promise<SaveOutcome<MerchantApplication>> => {
      const valid = validateQualifications(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      try {
        const value = await mutation.trigger({ step: 'qualifications', ...trimmed(form) });
        return { type: 'saved', value };
      } catch {
        return { type: 'refused' };
      }
    },
    [mutation],
  );
  const submitShop = useCallback(
    async (form: ShopInfoForm): Promise<SaveOutcome<MerchantApplication>> => {
      const valid = validateShopInfo(form);
      if (!valid.ok) return { type: 'invalid', refusal: valid };
      try {
        const value = await mutation.trigger({ step: 'shop_info', ...trimmed(form) });
        return { type: 'saved', value };
      } catch {
        return { type: 'refused' };
      }
    },
    [mutation],
  );
  return { submitQualifications, submitShop, isSubmitting: mutation.isMutating };
}

/**
 * After an approval: renews the session so that it carries the new shop (`shop_auth`), which
 * the merchant area's guard needs. Resolves with true when the session now has a shop.
 */
export function useEnterMerchantArea(): () => Promise<boolean> {
  const services = useServices();
  return useCallback(async () => {
    await refreshSession(services);
    return (services.store.getState().user.userinfo?.shop_auth ?? 0) !== 0;
  }, [services]);
}
