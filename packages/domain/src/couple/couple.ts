import type { StatusTone } from '../status/status-tone.js';
import { DomainError } from '../errors/errors.js';
import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/**
 * Couple-shop invitation states (API contract): `inviting` awaits the invitee; `rejected` and
 * `cancelled` end it unanswered; `agreed` binds the two shops; `dissolved` ends a partnership;
 * `revoked` is the platform ending an invitation or partnership (for example when a shop loses its
 * merchant status).
 */
export const COUPLE_STATES = [
  'inviting',
  'rejected',
  'agreed',
  'cancelled',
  'revoked',
  'dissolved',
] as const;

/** A couple invitation state. */
export type CoupleState = (typeof COUPLE_STATES)[number];

/**
 * The chip colour of a couple state: waiting orange, bound green, refused red, ended (cancelled,
 * revoked, dissolved) grey.
 */
export function coupleStateTone(state: CoupleState): StatusTone {
  switch (state) {
    case 'inviting':
      return 'orange';
    case 'agreed':
      return 'green';
    case 'rejected':
      return 'red';
    case 'cancelled':
    case 'revoked':
    case 'dissolved':
      return 'grey';
    default:
      return state satisfies never;
  }
}

/** The i18n key of a couple state (`merchant:couple.state.agreed`). */
export function coupleStateKey(state: CoupleState): string {
  return `merchant:couple.state.${state}`;
}

/** Which side of an invitation the caller's shop is on. */
export type CoupleRole = 'inviter' | 'invitee';

/** The label key of the caller's side (`merchant:couple.role.inviter` "You invited this shop"). */
export function coupleRoleKey(role: CoupleRole): string {
  switch (role) {
    case 'inviter':
      return 'merchant:couple.role.inviter';
    case 'invitee':
      return 'merchant:couple.role.invitee';
    default:
      return role satisfies never;
  }
}

/** What a shop does to an invitation (the platform's `revoke` has no button). */
export type CoupleMove = Exclude<CoupleAction, 'revoke'>;

/** The shops' moves, in the order their buttons show. */
export const COUPLE_MOVES: readonly CoupleMove[] = ['cancel', 'accept', 'reject', 'dissolve'];

/**
 * The button's and the question's keys of a shop's move (`merchant:couple.action.accept`,
 * `merchant:couple.confirm.accept` with `shop`).
 */
export function coupleMoveKeys(move: CoupleMove): {
  readonly labelKey: string;
  readonly confirmKey: string;
} {
  switch (move) {
    case 'cancel':
      return {
        labelKey: 'merchant:couple.action.cancel',
        confirmKey: 'merchant:couple.confirm.cancel',
      };
    case 'accept':
      return {
        labelKey: 'merchant:couple.action.accept',
        confirmKey: 'merchant:couple.confirm.accept',
      };
    case 'reject':
      return {
        labelKey: 'merchant:couple.action.reject',
        confirmKey: 'merchant:couple.confirm.reject',
      };
    case 'dissolve':
      return {
        labelKey: 'merchant:couple.action.dissolve',
        confirmKey: 'merchant:couple.confirm.dissolve',
      };
    default:
      return move satisfies never;
  }
}

/** An invitation between two users (their shops). */
export type CoupleInvitation = {
  readonly state: CoupleState;
  readonly inviter_id: number;
  readonly invitee_id: number;
};

/** What a party or the platform does to an invitation. */
export type CoupleAction = 'cancel' | 'accept' | 'reject' | 'dissolve' | 'revoke';

/** Who acts: one of the users, or the platform. */
export type CoupleActor = { readonly userId: number } | { readonly platform: true };

/** An invitation that is pending or a partnership that is bound. */
export function isCoupleActive(state: CoupleState): boolean {
  return state === 'inviting' || state === 'agreed';
}

function roleOf(
  invitation: CoupleInvitation,
  actor: CoupleActor,
): 'inviter' | 'invitee' | 'platform' | null {
  if ('platform' in actor) return 'platform';
  if (actor.userId === invitation.inviter_id) return 'inviter';
  if (actor.userId === invitation.invitee_id) return 'invitee';
  return null;
}

function target(
  state: CoupleState,
  role: 'inviter' | 'invitee' | 'platform',
  action: CoupleAction,
): CoupleState | null {
  switch (action) {
    case 'cancel':
      return role === 'inviter' && state === 'inviting' ? 'cancelled' : null;
    case 'accept':
      return role === 'invitee' && state === 'inviting' ? 'agreed' : null;
    case 'reject':
      return role === 'invitee' && state === 'inviting' ? 'rejected' : null;
    case 'dissolve':
      return role !== 'platform' && state === 'agreed' ? 'dissolved' : null;
    case 'revoke':
      return role === 'platform' && isCoupleActive(state) ? 'revoked' : null;
    default:
      return action satisfies never;
  }
}

/**
 * The invitation's state after `action` by `actor`: the inviter cancels a pending invitation, the
 * invitee accepts or rejects it, either dissolves an agreed partnership, the platform revokes an
 * active one. Throws `couple_not_party` for a user who is neither side, and
 * `couple_action_not_allowed` for anything else not listed.
 */
export function nextCoupleState(
  invitation: CoupleInvitation,
  actor: CoupleActor,
  action: CoupleAction,
): CoupleState {
  const role = roleOf(invitation, actor);
  if (!role) throw new DomainError('couple_not_party');
  const next = target(invitation.state, role, action);
  if (!next) {
    throw new DomainError('couple_action_not_allowed', { state: invitation.state, action });
  }
  return next;
}

/** The actions `userId` may take on an invitation (its buttons). */
export function coupleActions(invitation: CoupleInvitation, userId: number): CoupleAction[] {
  const role = roleOf(invitation, { userId });
  if (!role) return [];
  return COUPLE_MOVES.filter((action) => target(invitation.state, role, action) !== null);
}

/**
 * A new invitation from `inviterId` to `inviteeId`, given the invitations either already has:
 * not to oneself (`couple_self_invite`), not while either is bound to a partner
 * (`couple_already_bound`), not while an invitation between the two is pending
 * (`couple_invite_pending`).
 */
export function validateCoupleInvite(
  inviterId: number,
  inviteeId: number,
  existing: readonly CoupleInvitation[],
): ValidationResult {
  if (inviterId === inviteeId) return invalid('couple_self_invite');
  const involves = (invitation: CoupleInvitation, id: number) =>
    invitation.inviter_id === id || invitation.invitee_id === id;
  if (
    existing.some(
      (invitation) =>
        invitation.state === 'agreed' &&
        (involves(invitation, inviterId) || involves(invitation, inviteeId)),
    )
  ) {
    return invalid('couple_already_bound');
  }
  if (
    existing.some(
      (invitation) =>
        invitation.state === 'inviting' &&
        involves(invitation, inviterId) &&
        involves(invitation, inviteeId),
    )
  ) {
    return invalid('couple_invite_pending');
  }
  return VALID;
}
