import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Empty, Id, Paged, PageQuery, Timestamp } from './schemas.js';

/** A shipping address. */
export const Address = Type.Object({
  id: Id,
  /** The receiver's name. */
  name: Type.String(),
  mobile: Type.String(),
  /** The country's id in the domain's dial-code list (`hk`, `us_ca`...). */
  country: Type.String(),
  /** Its dial code (852, 1...). */
  area_code: Type.Integer({ minimum: 1 }),
  /** The detailed address. */
  address: Type.String(),
  /** The address orders use unless another is chosen; a user with addresses has exactly one. */
  is_default: Type.Boolean(),
  createtime: Timestamp,
  updatetime: Timestamp,
});
/** The address type. */
export type Address = Static<typeof Address>;

/** The fields of an address form (the rules are the domain's `validateAddress`). */
export const AddressForm = Type.Object(
  {
    /** Required when editing: the address to change. */
    id: Type.Optional(Id),
    name: Type.String({ maxLength: 64 }),
    mobile: Type.String({ maxLength: 32 }),
    /** A country id of the dial-code list (`COUNTRY_DIAL_CODES`). */
    country: Type.String({ maxLength: 16 }),
    address: Type.String({ maxLength: 255 }),
    /** Make it the default (the first address always is). @default false */
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** GET: the caller's addresses, the default first, then the most recently changed. */
export const getaddress = defineEndpoint({
  name: 'address.getaddress',
  method: 'GET',
  path: '/wanlshop/address/getaddress',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(Address),
});

/**
 * POST: adds (`type: 'add'`) or edits (`type: 'edit'`, `data.id` one of the caller's) an address;
 * answers the saved address. At most 20 addresses per user.
 */
export const save = defineEndpoint({
  name: 'address.save',
  method: 'POST',
  path: '/wanlshop/address',
  auth: 'user',
  owns: 'address',
  body: Type.Object(
    { type: Type.Enum(['add', 'edit']), data: AddressForm },
    { additionalProperties: false },
  ),
  response: Address,
});

/** POST: deletes one of the caller's addresses; a deleted default passes to the latest other one. */
export const deladdress = defineEndpoint({
  name: 'address.deladdress',
  method: 'POST',
  path: '/wanlshop/address/deladdress',
  auth: 'user',
  owns: 'address',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: Empty,
});

/** The address endpoints, by action: `bindEndpoints(client, address)`. */
export const address = { getaddress, save, deladdress } as const;
