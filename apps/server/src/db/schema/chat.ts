import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';
import { idColumn, unixTimeColumn } from './columns.js';
import { users } from './users.js';

/** Chat message types (spec section 3). */
export const CHAT_MESSAGE_TYPES = ['text', 'img', 'voice', 'goods', 'order'] as const;

/**
 * Chat messages between two users (a shop answers through its owner). `content` is the message
 * body as sent (`{ text }`, `{ url }`, `{ goods_id }`...), stored and returned as data, never HTML.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id),
    /** The shop the conversation is about, when the buyer wrote to a shop. */
    shopId: integer('shop_id').references(() => shops.id),
    type: text('type', { enum: CHAT_MESSAGE_TYPES }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.fromId, t.toId, t.id),
    index('chat_messages_unread_idx')
      .on(t.toId)
      .where(sql`not ${t.isRead}`),
    check('chat_messages_type_known', sql`${t.type} in ('text', 'img', 'voice', 'goods', 'order')`),
  ],
);

/**
 * One side of a conversation: `user_id`'s view of the thread with `peer_id` (last message preview,
 * unread count). Deleting or clearing a conversation touches only the owner's side.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** Preview of the last message. */
    content: text('content').notNull().default(''),
    /** Unread messages from the peer. */
    count: integer('count').notNull().default(0),
    /** Messages up to this id are hidden from the owner (chat/clear). */
    clearedMessageId: integer('cleared_message_id').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_key').on(t.userId, t.peerId),
    index('chat_conversations_user_idx').on(t.userId, t.updatetime),
    check('chat_conversations_count_not_negative', sql`${t.count} >= 0`),
  ],
);
