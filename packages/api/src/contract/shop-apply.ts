import { ID_TYPES } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Timestamp } from './schemas.js';

/**
 * A merchant application as its applicant sees it. `verify` (API.md): 0 filling in the
 * qualifications, 1 filling in the shop, 2 submitted (awaiting review), 3 approved, 4 rejected
 * (`refuse_reason` says why; the applicant may submit again).
 */
export const MerchantApplication = Type.Object({
  id: Id,
  verify: Type.Integer({ minimum: 0, maximum: 4 }),
  /** The applicant's name as on the identity document. */
  name: Type.String(),
  /** The identity document: one of `ID_TYPES`, '' until given. */
  id_type: Type.Union([Type.Enum(ID_TYPES), Type.Literal('')]),
  /** The identity document's number. */
  number: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  shopname: Type.String(),
  /** The shop's introduction. */
  bio: Type.String(),
  /** The holder-ID photo (an upload URL of the applicant). */
  image: Type.String(),
  /** The shop logo (an upload URL of the applicant). */
  avatar: Type.String(),
  /** Why the platform rejected it ('' unless rejected). */
  refuse_reason: Type.String(),
  /** The shop the approval opened, 0 before. */
  shop_id: Type.Integer({ minimum: 0 }),
  createtime: Timestamp,
  updatetime: Timestamp,
  /** When the platform decided, null before. */
  reviewtime: Type.Union([Timestamp, Type.Null()]),
});
/** The MerchantApplication type. */
export type MerchantApplication = Static<typeof MerchantApplication>;

/** GET: the caller's merchant application in whatever state it is, null when they never applied. */
export const get = defineEndpoint({
  name: 'shopApply.get',
  method: 'GET',
  path: '/wanlshop/shop/apply',
  auth: 'user',
  response: Type.Union([MerchantApplication, Type.Null()]),
});

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * POST: fills in the application step by step (`step`), or all at once (no `step`):
 * `qualifications` (`name, id_type, number, mobile, email, image`) moves it from 0 (or 1, to
 * correct them; or 4, to apply again) to 1; `shop_info` (`shopname, bio, avatar`) moves it from 1
 * to 2, submitted for review. A step's body carries only its own fields (another step's field is
 * `bad_request`). Without `step`, every field is given and the application goes to 2 at once.
 * Refusals: `application_field_required` / `email_invalid` with `{ field }`, `bad_request` for an
 * image that is not one of the caller's uploads, `application_transition_not_allowed` while
 * submitted, `already_merchant` for a user who has a shop.
 */
export const submit = defineEndpoint({
  name: 'shopApply.submit',
  method: 'POST',
  path: '/wanlshop/shop/apply',
  auth: 'user',
  body: Type.Object(
    {
      step: Type.Optional(Type.Enum(['qualifications', 'shop_info'])),
      name: text(50),
      id_type: text(32),
      number: text(50),
      mobile: text(30),
      email: text(100),
      image: text(200),
      shopname: text(50),
      bio: text(500),
      avatar: text(200),
    },
    { additionalProperties: false },
  ),
  response: MerchantApplication,
});

/** The merchant application endpoints: `bindEndpoints(client, shopApply)`. */
export const shopApply = { get, submit } as const;
