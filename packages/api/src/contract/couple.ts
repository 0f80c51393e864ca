import { COUPLE_STATES } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { CoupleShop } from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, PageQuery, Paged, Timestamp } from './schemas.js';

/** A couple-shop invitation or partnership as one of its two shops sees it. */
export const CoupleInvitation = Type.Object({
  id: Id,
  /** inviting, rejected, agreed, cancelled, revoked or dissolved (domain `COUPLE_STATES`). */
  state: Type.Enum(COUPLE_STATES),
  /** Whether the caller's shop sent (`inviter`) or received (`invitee`) the invitation. */
  role: Type.Enum(['inviter', 'invitee']),
  /** The other shop. */
  shop: CoupleShop,
  /** What the caller may do now (domain `coupleActions`): cancel, accept, reject, dissolve. */
  actions: Type.Array(Type.Enum(['cancel', 'accept', 'reject', 'dissolve'])),
  createtime: Timestamp,
  updatetime: Timestamp,
});
/** The CoupleInvitation type. */
export type CoupleInvitation = Static<typeof CoupleInvitation>;

/** GET: the shop's invitations (sent and received), newest first, and its partner. */
export const lists = defineEndpoint({
  name: 'couple.lists',
  method: 'GET',
  path: '/wanlshop/couple/lists',
  auth: 'merchant',
  query: Type.Object({ state: Type.Optional(Type.Enum(COUPLE_STATES)), ...PageQuery }),
  response: Type.Object({
    ...Paged(CoupleInvitation).properties,
    /** The bound partner (an `agreed` partnership), null without one. */
    partner: Type.Union([CoupleShop, Type.Null()]),
  }),
});

/**
 * POST: invites the open shop `shop_id` to be the caller's partner. Refused: one's own shop
 * (`couple_self_invite`), while either shop has a partner (`couple_already_bound`), while an
 * invitation between the two is pending (`couple_invite_pending`); an unknown or hidden shop is
 * `not_found`.
 */
export const invite = defineEndpoint({
  name: 'couple.invite',
  method: 'POST',
  path: '/wanlshop/couple/invite',
  auth: 'merchant',
  body: Type.Object({ shop_id: Id }, { additionalProperties: false }),
  response: CoupleInvitation,
});

const move = (action: 'accept' | 'reject' | 'cancel' | 'dissolve') =>
  defineEndpoint({
    name: `couple.${action}`,
    method: 'POST',
    path: `/wanlshop/couple/${action}`,
    auth: 'merchant',
    owns: 'couple',
    body: Type.Object({ id: Id }, { additionalProperties: false }),
    response: CoupleInvitation,
  });

/**
 * POST: the invitee accepts a pending invitation (the shops become partners; refused with
 * `couple_already_bound` when either has found another partner since). Any other move than the
 * domain's `nextCoupleState` allows is `couple_action_not_allowed`; an invitation of other shops
 * is `not_found`.
 */
export const accept = move('accept');
/** POST: the invitee rejects a pending invitation. */
export const reject = move('reject');
/** POST: the inviter withdraws a pending invitation. */
export const cancel = move('cancel');
/** POST: either partner ends an agreed partnership. */
export const dissolve = move('dissolve');

/** The couple-shop endpoints: `bindEndpoints(client, couple)`. */
export const couple = { lists, invite, accept, reject, cancel, dissolve } as const;
