import { describe, expect, it } from 'vitest';
import {
  COUPLE_STATES,
  coupleActions,
  coupleStateKey,
  isCoupleActive,
  nextCoupleState,
  validateCoupleInvite,
  type CoupleAction,
  type CoupleActor,
  type CoupleState,
} from './couple.js';

const INVITER = 1;
const INVITEE = 2;
const STRANGER = 3;
const at = (state: CoupleState) => ({ state, inviter_id: INVITER, invitee_id: INVITEE });

const actors: [string, CoupleActor][] = [
  ['inviter', { userId: INVITER }],
  ['invitee', { userId: INVITEE }],
  ['platform', { platform: true }],
];
const actions: CoupleAction[] = ['cancel', 'accept', 'reject', 'dissolve', 'revoke'];
const ALLOWED: Record<string, CoupleState> = {
  'inviting inviter cancel': 'cancelled',
  'inviting invitee accept': 'agreed',
  'inviting invitee reject': 'rejected',
  'agreed inviter dissolve': 'dissolved',
  'agreed invitee dissolve': 'dissolved',
  'inviting platform revoke': 'revoked',
  'agreed platform revoke': 'revoked',
};

describe('couple invitation transitions (every state x actor x action)', () => {
  it.each(
    COUPLE_STATES.flatMap((state) =>
      actors.flatMap(([role, actor]) =>
        actions.map((action) => [state, role, action, actor] as const),
      ),
    ),
  )('%s: %s %s', (state, role, action, actor) => {
    const expected = ALLOWED[`${state} ${role} ${action}`];
    if (expected) expect(nextCoupleState(at(state), actor, action)).toBe(expected);
    else
      expect(() => nextCoupleState(at(state), actor, action)).toThrow('couple_action_not_allowed');
  });

  it('refuses a user who is neither side', () => {
    expect(() => nextCoupleState(at('inviting'), { userId: STRANGER }, 'accept')).toThrow(
      'couple_not_party',
    );
    expect(coupleActions(at('inviting'), STRANGER)).toEqual([]);
  });

  it.each([
    ['inviting', INVITER, ['cancel']],
    ['inviting', INVITEE, ['accept', 'reject']],
    ['agreed', INVITER, ['dissolve']],
    ['agreed', INVITEE, ['dissolve']],
    ['dissolved', INVITEE, []],
  ] as const)('in %s user %d may %j', (state, userId, expected) => {
    expect(coupleActions(at(state), userId)).toEqual(expected);
  });

  it('labels and activity', () => {
    expect(coupleStateKey('revoked')).toBe('merchant:couple.state.revoked');
    expect(COUPLE_STATES.filter(isCoupleActive)).toEqual(['inviting', 'agreed']);
  });
});

describe('validateCoupleInvite', () => {
  const code = (inviter: number, invitee: number, existing: ReturnType<typeof at>[]) => {
    const result = validateCoupleInvite(inviter, invitee, existing);
    return result.ok ? null : result.code;
  };
  it.each([
    [INVITER, INVITEE, [], null],
    [INVITER, INVITER, [], 'couple_self_invite'],
    [INVITER, STRANGER, [at('agreed')], 'couple_already_bound'],
    [STRANGER, INVITEE, [at('agreed')], 'couple_already_bound'],
    [INVITER, INVITEE, [at('inviting')], 'couple_invite_pending'],
    [INVITEE, INVITER, [at('inviting')], 'couple_invite_pending'],
    [INVITER, STRANGER, [at('inviting')], null],
    [INVITER, INVITEE, [at('dissolved'), at('rejected'), at('cancelled')], null],
  ])('%d invites %d with %j -> %s', (inviter, invitee, existing, expected) => {
    expect(code(inviter, invitee, existing)).toBe(expected);
  });
});
