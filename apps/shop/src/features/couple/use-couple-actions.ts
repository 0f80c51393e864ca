import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couple, type CoupleInvitation } from '@bazaar/api/contract';
import { useEndpointMutation } from '@bazaar/api/swr';
import {
  coupleMoveKeys,
  validateCoupleInvite,
  type CoupleInvitation as DomainInvitation,
  type ValidationResult,
} from '@bazaar/domain';
import { useConfirm, useNotify } from '../../app/index.js';

/** What a shop may do to an invitation (the contract's `actions`). */
export type CoupleMove = CoupleInvitation['actions'][number];

/** The domain's view of an invitation the caller's shop `shopId` sees. */
export function toDomainInvitation(shopId: number, item: CoupleInvitation): DomainInvitation {
  return item.role === 'inviter'
    ? { state: item.state, inviter_id: shopId, invitee_id: item.shop.id }
    : { state: item.state, inviter_id: item.shop.id, invitee_id: shopId };
}

/**
 * The moves of the caller's invitations (accept, reject, cancel, dissolve), each after its
 * confirmation, with the success notice; every couple list on screen follows the answer.
 */
export function useCoupleActions() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const options = { revalidate: [couple.lists] };
  const accept = useEndpointMutation(couple.accept, options).trigger;
  const reject = useEndpointMutation(couple.reject, options).trigger;
  const cancel = useEndpointMutation(couple.cancel, options).trigger;
  const dissolve = useEndpointMutation(couple.dissolve, options).trigger;
  const [pending, setPending] = useState<number | null>(null);

  const run = useCallback(
    async (invitation: CoupleInvitation, move: CoupleMove): Promise<boolean> => {
      const keys = coupleMoveKeys(move);
      const asked = await confirm({
        message: t(keys.confirmKey, { shop: invitation.shop.shopname }),
        confirmLabel: t(keys.labelKey),
        isDestructive: move !== 'accept',
      });
      if (!asked) return false;
      const call = { accept, reject, cancel, dissolve }[move];
      setPending(invitation.id);
      try {
        await call({ id: invitation.id });
        notify.success(`common:success.couple_${move}`);
        return true;
      } catch {
        return false;
      } finally {
        setPending(null);
      }
    },
    [confirm, t, accept, reject, cancel, dissolve, notify],
  );

  return { run, pending };
}

/**
 * Sends an invitation to the shop `shopId`, checked first by the domain's `validateCoupleInvite`
 * against what the caller's shop is known to have (its pending invitations and its partner).
 * Resolves with the refusal to show at the field, or null when sent (or refused by the server,
 * which has shown why).
 */
export function useInviteShop(ownShopId: number) {
  const notify = useNotify();
  const mutation = useEndpointMutation(couple.invite, { revalidate: [couple.lists] });
  const { trigger } = mutation;
  const invite = useCallback(
    async (
      shopId: number,
      known: readonly CoupleInvitation[],
    ): Promise<{ sent: boolean; refusal: ValidationResult | null }> => {
      const valid = validateCoupleInvite(
        ownShopId,
        shopId,
        known.map((item) => toDomainInvitation(ownShopId, item)),
      );
      if (!valid.ok) return { sent: false, refusal: valid };
      try {
        await trigger({ shop_id: shopId });
        notify.success('merchant:couple.invite.sent');
        return { sent: true, refusal: null };
      } catch {
        return { sent: false, refusal: null };
      }
    },
    [ownShopId, trigger, notify],
  );
  return { invite, isInviting: mutation.isMutating };
}
