import Type, { type Static, type TSchema } from 'typebox';

/** Envelope codes of the API contract: 1 success, 0 refused, 401 not logged in, 403 not allowed. */
export const ENVELOPE_CODES = { ok: 1, refused: 0, unauthorized: 401, forbidden: 403 } as const;

/** A money amount on the wire: a decimal string with two places, never a JSON number ("12.50"). */
export const Money = Type.String({
  pattern: '^-?\\d{1,12}\\.\\d{2}$',
  description: 'decimal, 2 places',
});
/** A money amount a user enters: up to two decimal places, not negative ("12", "12.5", "12.50"). */
export const MoneyInput = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' });
/**
 * The largest id: what PostgreSQL's `integer` columns hold (2^31 - 1). A larger id can name
 * nothing, so the contract refuses it (400) before it reaches a query.
 */
export const ID_MAX = 2_147_483_647;
/** The last second of 9999: no date a user enters is later. */
export const TIMESTAMP_MAX = 253_402_300_799;
/** The last page a list serves: a million pages of 100 (offsets stay far inside `bigint`). */
export const PAGE_MAX = 1_000_000;
/** A positive integer id (at most {@link ID_MAX}). */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });
/** An id, or 0 for none (a top-level category's parent, no voucher). */
export const IdOrNone = Type.Integer({ minimum: 0, maximum: ID_MAX });
/**
 * An integer a domain rule checks (a star rating, a refund reason): any 32-bit integer passes the
 * contract, so the rule's own message answers an out-of-range choice.
 */
export const Int32 = Type.Integer({ minimum: -ID_MAX - 1, maximum: ID_MAX });
/** A count (of lines, of ticked lines): not negative, at most {@link ID_MAX}. */
export const Count = Type.Integer({ minimum: 0, maximum: ID_MAX });
/** Unix seconds (at most {@link TIMESTAMP_MAX}). */
export const Timestamp = Type.Integer({ minimum: 0, maximum: TIMESTAMP_MAX });
/** A page number (1-based, at most {@link PAGE_MAX}). */
export const Page = Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 });
/** A page number (1-based) and a page size, as query parameters. */
export const PageQuery = {
  page: Type.Optional(Page),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};
/** An empty request or answer. */
export const Empty = Type.Object({}, { additionalProperties: false });

/** A page of a list: `{ total, per_page, current_page, last_page, data }`. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    total: Type.Integer({ minimum: 0 }),
    per_page: Type.Integer({ minimum: 1 }),
    current_page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 1 }),
    data: Type.Array(item),
  });
}

/** The response envelope every endpoint answers with. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(401), Type.Literal(403)]),
    msg: Type.String(),
    time: Timestamp,
    data,
  });
}

export type MoneyString = Static<typeof Money>;
export type PagedOf<T> = {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
};
