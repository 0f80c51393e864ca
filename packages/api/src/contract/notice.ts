import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery, Timestamp } from './schemas.js';

/** A notice (the user's messages). `type` `order`, `notice` or `system`; `related_id` what it is about. */
export const NoticeItem = Type.Object({
  id: Id,
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  /** An order id for `order` notices..., null when about nothing in particular. */
  related_id: Type.Union([Id, Type.Null()]),
  is_read: Type.Boolean(),
  createtime: Timestamp,
});
/** The NoticeItem type. */
export type NoticeItem = Static<typeof NoticeItem>;

/** GET: the caller's notices, newest first, with the unread count. */
export const lists = defineEndpoint({
  name: 'notice.lists',
  method: 'GET',
  path: '/wanlshop/notice/lists',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Type.Object({
    ...Paged(NoticeItem).properties,
    /** Unread notices of the caller (all pages). */
    unread: Type.Integer({ minimum: 0 }),
  }),
});

/** POST: marks one of the caller's notices read (`id`), or all of them without an id. */
export const read = defineEndpoint({
  name: 'notice.read',
  method: 'POST',
  path: '/wanlshop/notice/read',
  auth: 'user',
  owns: 'notice',
  body: Type.Object({ id: Type.Optional(Id) }, { additionalProperties: false }),
  response: Type.Object({
    /** Unread notices left. */
    unread: Type.Integer({ minimum: 0 }),
  }),
});

/** The notice endpoints, by action: `bindEndpoints(client, notice)`. */
export const notice = { lists, read } as const;
