import { CHAT_TEXT_MAX_LENGTH, CHAT_VOICE_MAX_SECONDS } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { GoodsCard } from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Money, Page, Paged, PageQuery, Timestamp } from './schemas.js';

/** An `/uploads/...` address of the caller's own upload (an image, or a recording for voice). */
const UploadUrl = Type.String({ pattern: '^/uploads/[a-z0-9-]{1,100}\\.[a-z0-9]{2,4}$' });

/** Who sent a message (`form` on the wire, as in the spec): the sender's user and shop. */
export const ChatSender = Type.Object({
  /** The sender's user id: the conversation key on the recipient's side. */
  id: Type.Integer({ minimum: 0 }),
  /** The nickname, else the username. */
  name: Type.String(),
  avatar: Type.String(),
  /** The sender's shop, 0 without one. */
  shop_id: Type.Integer({ minimum: 0 }),
});
/** The ChatSender type. */
export type ChatSender = Static<typeof ChatSender>;

/** What a sender writes: the message kind and its content, as `chat/send` takes it. */
export const ChatMessageInput = Type.Union([
  Type.Object(
    {
      type: Type.Literal('text'),
      content: Type.Object(
        // A loose cap on the body: the domain's `validateChatText` refuses a blank or too long
        // text with its own message (`chat_message_empty`, `chat_message_too_long`).
        { text: Type.String({ maxLength: CHAT_TEXT_MAX_LENGTH * 4 }) },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('img'),
      content: Type.Object({ url: UploadUrl }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('voice'),
      content: Type.Object(
        {
          url: UploadUrl,
          /** The recording's length in whole seconds. */
          duration: Type.Integer({ minimum: 1, maximum: CHAT_VOICE_MAX_SECONDS }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('goods'),
      content: Type.Object({ goods_id: Id }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('order'),
      content: Type.Object({ order_id: Id }, { additionalProperties: false }),
    },
    { additionalProperties: false },
  ),
]);
/** The ChatMessageInput type. */
export type ChatMessageInput = Static<typeof ChatMessageInput>;

/** A goods shown in a `goods` message: what the sender saw when sending it. */
export const ChatGoodsContent = Type.Object({
  goods_id: Id,
  title: Type.String(),
  image: Type.String(),
  price: Money,
});
/** The ChatGoodsContent type. */
export type ChatGoodsContent = Static<typeof ChatGoodsContent>;

/** An order shown in an `order` message: what the sender saw when sending it. */
export const ChatOrderContent = Type.Object({
  order_id: Id,
  order_no: Type.String(),
  /** The first goods' title and image. */
  title: Type.String(),
  image: Type.String(),
  /** Goods in the order. */
  count: Type.Integer({ minimum: 0 }),
  total: Money,
  /** The order state (1 to 7, API.md) when it was sent. */
  state: Type.Integer({ minimum: 1, maximum: 7 }),
});
/** The ChatOrderContent type. */
export type ChatOrderContent = Static<typeof ChatOrderContent>;

/** A stored message: its kind and content as delivered (text is text, never HTML). */
export const ChatMessageBody = Type.Union([
  Type.Object({ type: Type.Literal('text'), content: Type.Object({ text: Type.String() }) }),
  Type.Object({ type: Type.Literal('img'), content: Type.Object({ url: Type.String() }) }),
  Type.Object({
    type: Type.Literal('voice'),
    content: Type.Object({ url: Type.String(), duration: Type.Integer({ minimum: 1 }) }),
  }),
  Type.Object({ type: Type.Literal('goods'), content: ChatGoodsContent }),
  Type.Object({ type: Type.Literal('order'), content: ChatOrderContent }),
]);
/** The ChatMessageBody type. */
export type ChatMessageBody = Static<typeof ChatMessageBody>;

/** A chat message as pushed (`{"type":"chat", ...}`) and as listed, without `type`. */
const chatMessageProperties = {
  id: Id,
  /** The recipient's user id. */
  to_id: Id,
  form: ChatSender,
  message: ChatMessageBody,
  createtime: Timestamp,
};

/** A message of a conversation (history, the shake's offline messages, the send answer). */
export const ChatMessage = Type.Object({
  ...chatMessageProperties,
  /** True once the recipient read it. */
  is_read: Type.Boolean(),
});
/** The ChatMessage type. */
export type ChatMessage = Static<typeof ChatMessage>;

/** The websocket frame of a chat message: `{"type":"chat", id, to_id, form, message, createtime}`. */
export const ChatFrame = Type.Object({ type: Type.Literal('chat'), ...chatMessageProperties });
/** The ChatFrame type. */
export type ChatFrame = Static<typeof ChatFrame>;

/**
 * The websocket frame of an order or system notice (`order`: paid, shipped, received, refund
 * changes; `notice`: anything else), also kept in the notice list. `id` is the notice's id, `form`
 * the platform (id 0), `message.content` the notice: `title` (an i18n key prefix such as
 * `order:notice.paid`, whose `.title` and `.body` the app shows, or plain text), `values` the
 * body's values and `related_id` the order or other record it concerns.
 */
export const NoticeFrame = Type.Object({
  type: Type.Union([Type.Literal('order'), Type.Literal('notice')]),
  id: Id,
  to_id: Id,
  form: ChatSender,
  message: Type.Object({
    type: Type.Union([Type.Literal('order'), Type.Literal('notice')]),
    content: Type.Object({
      title: Type.String(),
      values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
      related_id: Type.Union([Id, Type.Null()]),
    }),
  }),
  createtime: Timestamp,
});
/** The NoticeFrame type. */
export type NoticeFrame = Static<typeof NoticeFrame>;

/**
 * A message sent over the websocket instead of `chat/send` (the benchmark does; the app uses
 * HTTP): `{"type":"send","ref":"...","to_id":7,"message":{...}}` from a socket bound by
 * `chat/shake`. The same rules and rate limit as `chat/send`; the server answers
 * {@link ChatSentFrame} or {@link ChatErrorFrame} with the same `ref`.
 */
export const ChatSendFrame = Type.Object(
  {
    type: Type.Literal('send'),
    /** The sender's reference for the answer. */
    ref: Type.String({ minLength: 1, maxLength: 64 }),
    to_id: Id,
    message: ChatMessageInput,
  },
  { additionalProperties: false },
);
/** The ChatSendFrame type. */
export type ChatSendFrame = Static<typeof ChatSendFrame>;

/** The answer to a {@link ChatSendFrame} that was stored: the message's id and time. */
export const ChatSentFrame = Type.Object({
  type: Type.Literal('sent'),
  ref: Type.String(),
  id: Id,
  createtime: Timestamp,
});
/** The ChatSentFrame type. */
export type ChatSentFrame = Static<typeof ChatSentFrame>;

/**
 * The answer to a {@link ChatSendFrame} that was refused: the refusal code and its message in the
 * language of the `chat/shake` call (`login_required` before a shake, `bad_request` for a frame
 * that is not a valid send).
 */
export const ChatErrorFrame = Type.Object({
  type: Type.Literal('error'),
  ref: Type.String(),
  code: Type.String(),
  msg: Type.String(),
});
/** The ChatErrorFrame type. */
export type ChatErrorFrame = Static<typeof ChatErrorFrame>;

/** A conversation in the list: one partner, the last message, what is unread. */
export const Conversation = Type.Object({
  /** The conversation's key: the partner's user id (as in `/chat/:id` and `chat/read|del|clear`). */
  id: Id,
  /** The partner's user id (the same as `id`, under the spec's name). */
  user_id: Id,
  /** The partner's shop name when the partner has a shop, else their nickname or username. */
  name: Type.String(),
  avatar: Type.String(),
  /** The partner's shop, 0 without one. */
  shop_id: Type.Integer({ minimum: 0 }),
  /** The last message's text ('' for other kinds and after `chat/clear`). */
  content: Type.String(),
  /** The last message's kind, null after `chat/clear`. */
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('img'),
    Type.Literal('voice'),
    Type.Literal('goods'),
    Type.Literal('order'),
    Type.Null(),
  ]),
  /** Messages from the partner the caller has not read (exact). */
  count: Type.Integer({ minimum: 0 }),
  /** When the last message was sent. */
  createtime: Timestamp,
});
/** The Conversation type. */
export type Conversation = Static<typeof Conversation>;

/** Unread messages per partner user id (`{"7": 2}`), as the chat connection counts them. */
export const UnreadByPartner = Type.Record(
  Type.String({ pattern: '^[1-9][0-9]*$' }),
  Type.Integer({ minimum: 1 }),
);

/** The conversation a body names: the partner's user id. */
const ConversationId = Type.Object({ id: Id }, { additionalProperties: false });

/**
 * POST: binds the websocket of `client_id` (sent in its `init` frame) to the caller, so that the
 * caller's messages and notices reach it; refused `chat_client_unknown` when no open socket has
 * that id (or it is bound to someone else). Answers the unread messages that arrived while the
 * caller was offline (the newest 100, oldest first; a message may also arrive as a frame right
 * after, the client drops a repeated `id`) and the exact unread counts per partner.
 */
export const shake = defineEndpoint({
  name: 'chat.shake',
  method: 'POST',
  path: '/wanlshop/chat/shake',
  auth: 'user',
  body: Type.Object(
    { client_id: Type.String({ minLength: 1, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    client_id: Type.String(),
    list: Type.Array(ChatMessage),
    /** Unread messages of every conversation. */
    unread: UnreadByPartner,
    /** The sum of `unread`. */
    total: Type.Integer({ minimum: 0 }),
  }),
});

/**
 * POST: the chat partner of a shop (the shop owner's user) and, with `goods_id`, the goods the
 * buyer asks about (`goodsInfo`, null without one). Refused `not_found` for an unknown or closed
 * shop or goods, `chat_self` for the caller's own shop.
 */
export const getShopChat = defineEndpoint({
  name: 'chat.getShopChat',
  method: 'POST',
  path: '/wanlshop/chat/getShopChat',
  auth: 'user',
  body: Type.Object({ shop_id: Id, goods_id: Type.Optional(Id) }, { additionalProperties: false }),
  response: Type.Object({
    /** The partner's user id: open `/chat/<user_id>`, send with `to_id`. */
    user_id: Id,
    shop_id: Id,
    /** The shop's name and logo. */
    name: Type.String(),
    avatar: Type.String(),
    goodsInfo: Type.Union([GoodsCard, Type.Null()]),
  }),
});

/**
 * POST: the caller's messages with `to_id`, newest first (`limit` default 20), without those the
 * caller cleared. Only the caller's own conversation: there is no way to name anyone else's.
 */
export const history = defineEndpoint({
  name: 'chat.history',
  method: 'POST',
  path: '/wanlshop/chat/history',
  auth: 'user',
  body: Type.Object(
    {
      to_id: Id,
      page: Type.Optional(Page),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    },
    { additionalProperties: false },
  ),
  response: Paged(ChatMessage),
});

/** GET: the caller's conversations, latest message first, with the exact unread counts. */
export const lists = defineEndpoint({
  name: 'chat.lists',
  method: 'GET',
  path: '/wanlshop/chat/lists',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Type.Object({
    ...Paged(Conversation).properties,
    /** Unread messages of all conversations (the chat badge). */
    unread: Type.Integer({ minimum: 0 }),
  }),
});

/**
 * POST: sends a message to `to_id` (a user; a shop through `chat/getShopChat`'s `user_id`). Text is
 * stored and returned exactly as sent; `img` and `voice` take an address of the sender's own upload
 * (an image, or a recording for voice); `goods` a goods the sender can see, `order` one of the
 * sender's orders (as buyer or as its shop), both stored with what they showed when sent. Answers
 * the stored message; the recipient's open sockets get it as a `chat` frame, an offline recipient
 * on the next `chat/shake`. Rate-limited per sender (429).
 */
export const send = defineEndpoint({
  name: 'chat.send',
  method: 'POST',
  path: '/wanlshop/chat/send',
  auth: 'user',
  body: Type.Object({ to_id: Id, message: ChatMessageInput }, { additionalProperties: false }),
  response: ChatMessage,
});

/**
 * POST: marks the caller's conversation with `id` (a partner's user id) read. Answers what stays
 * unread. A conversation without messages yet is read already (nothing changes); `not_found` only
 * when `id` is nobody.
 */
export const read = defineEndpoint({
  name: 'chat.read',
  method: 'POST',
  path: '/wanlshop/chat/read',
  auth: 'user',
  body: ConversationId,
  response: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
});

/**
 * POST: removes the conversation with `id` from the caller's list (and marks it read); a new
 * message brings it back. The partner's side is not touched.
 */
export const del = defineEndpoint({
  name: 'chat.del',
  method: 'POST',
  path: '/wanlshop/chat/del',
  auth: 'user',
  owns: 'conversation',
  body: ConversationId,
  response: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
});

/**
 * POST: hides every message so far of the conversation with `id` from the caller's history (and
 * marks it read); the conversation stays in the list. The partner's side is not touched.
 */
export const clear = defineEndpoint({
  name: 'chat.clear',
  method: 'POST',
  path: '/wanlshop/chat/clear',
  auth: 'user',
  owns: 'conversation',
  body: ConversationId,
  response: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
});

/** GET (legacy): `ischat`, the caller's unread chat messages (0: nothing new). */
export const state = defineEndpoint({
  name: 'chat.state',
  method: 'GET',
  path: '/wanlshop/chat/state',
  auth: 'user',
  response: Type.Object({ ischat: Type.Integer({ minimum: 0 }) }),
});

/** The chat endpoints, by action: `bindEndpoints(client, chat)`. */
export const chat = {
  shake,
  getShopChat,
  history,
  lists,
  send,
  read,
  del,
  clear,
  state,
} as const;
