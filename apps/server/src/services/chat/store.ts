import type {
  ChatMessage,
  ChatMessageBody,
  ChatSender,
  Conversation,
  PagedOf,
} from '@bazaar/api/contract';
import { DomainError, type LanguageCode } from '@bazaar/domain';
import { and, count, desc, eq, gt, inArray, or, sql, sum } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { chatConversations, chatMessages, goods, shops, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { goodsCardFields } from '../catalogue/cards.js';

/** A message to store. */
export interface MessageDraft {
  readonly fromId: number;
  readonly toId: number;
  readonly body: ChatMessageBody;
  /** Unix seconds. */
  readonly createtime: number;
}

/** Characters of a text message kept as the conversation's preview. */
export const PREVIEW_LENGTH = 100;

/** The most unread messages `chat/shake` answers. */
export const SHAKE_MESSAGE_LIMIT = 100;

/** What the conversation list shows of a message: the start of a text, nothing for the rest. */
export function previewOf(body: ChatMessageBody): string {
  return body.type === 'text' ? [...body.content.text].slice(0, PREVIEW_LENGTH).join('') : '';
}

/** The `form` of each of `ids` that exists: nickname (else username), avatar and shop. */
export async function chatSenders(
  db: Database,
  ids: Iterable<number>,
): Promise<Map<number, ChatSender>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      shopAuth: users.shopAuth,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.nickname || row.username, avatar: row.avatar, shop_id: row.shopAuth },
    ]),
  );
}

/**
 * Stores messages: the rows, and both sides of each conversation (the last message and its time;
 * the recipient's unread count up by the messages from the partner; a deleted conversation back in
 * the list). Answers, in order, each stored message (with its sender's `form`) or the refusal of a
 * draft whose sender or recipient does not exist (`not_found`).
 *
 * A batch of any size is one statement, so one round trip and its own transaction: the drafts go in
 * as arrays (`unnest`), draw their ids in order, and data-modifying `WITH` parts insert the rows
 * and upsert the conversation sides, aggregated per side, in one fixed order (so that batches of
 * several processes never deadlock), never moving a side back to an older message.
 */
export async function storeMessages(
  db: Database,
  drafts: readonly MessageDraft[],
): Promise<Array<ChatMessage | DomainError>> {
  const column = <T>(pick: (draft: MessageDraft) => T) => sql.param(drafts.map(pick));
  const rows = await queryRows<{
    n: string | number;
    id: number;
    username: string;
    nickname: string;
    avatar: string;
    shop_auth: number;
  }>(
    db,
    sql`with drafts as (
          select d.*, row_number() over (order by d.n) as rn
          from unnest(
            ${column((draft) => draft.fromId)}::int[],
            ${column((draft) => draft.toId)}::int[],
            ${column((draft) => draft.body.type)}::text[],
            ${column((draft) => JSON.stringify(draft.body.content))}::text[],
            ${column((draft) => previewOf(draft.body))}::text[],
            ${column((draft) => draft.createtime)}::bigint[]
          ) with ordinality as d(from_id, to_id, type, content, preview, createtime, n)
          where exists (select 1 from users u where u.id = d.from_id)
            and exists (select 1 from users u where u.id = d.to_id)
        ),
        -- The planner may draw ids in any row order, so they are handed out sorted, by draft order.
        ids as (
          select id, row_number() over (order by id) as rn
          from (select nextval(pg_get_serial_sequence('chat_messages', 'id'))::int as id from drafts) s
        ),
        input as (
          select ids.id, drafts.from_id, drafts.to_id, drafts.type, drafts.content, drafts.preview,
            drafts.createtime, drafts.n
          from drafts join ids using (rn)
        ),
        messages as (
          insert into chat_messages (id, from_id, to_id, type, content, createtime)
          select id, from_id, to_id, type, content::jsonb, createtime from input
        ),
        sides as (
          select from_id as user_id, to_id as peer_id, id, preview, createtime, 0 as unread
          from input
          union all
          select to_id, from_id, id, preview, createtime, 1 from input
        ),
        latest as (
          select distinct on (user_id, peer_id) user_id, peer_id, id, preview, createtime
          from sides
          order by user_id, peer_id, id desc
        ),
        totals as (
          select user_id, peer_id, sum(unread)::int as unread from sides group by user_id, peer_id
        ),
        conversations as (
          insert into chat_conversations
            (user_id, peer_id, last_message_id, content, count, createtime, updatetime)
          select l.user_id, l.peer_id, l.id, l.preview, t.unread, l.createtime, l.createtime
          from latest l join totals t using (user_id, peer_id)
          order by l.user_id, l.peer_id
          on conflict (user_id, peer_id) do update set
            count = chat_conversations.count + excluded.count,
            last_message_id = greatest(chat_conversations.last_message_id, excluded.last_message_id),
            content = case
              when excluded.last_message_id > coalesce(chat_conversations.last_message_id, 0)
              then excluded.content else chat_conversations.content end,
            updatetime = greatest(chat_conversations.updatetime, excluded.updatetime),
            is_deleted = false
        )
        select i.n, i.id, u.username, u.nickname, u.avatar, u.shop_auth
        from input i join users u on u.id = i.from_id
        order by i.n`,
  );
  const stored = new Map(rows.map((row) => [Number(row.n) - 1, row]));
  return drafts.map((draft, index) => {
    const row = stored.get(index);
    if (!row) return new DomainError('not_found');
    return {
      id: row.id,
      to_id: draft.toId,
      form: {
        id: draft.fromId,
        name: row.nickname || row.username,
        avatar: row.avatar,
        shop_id: row.shop_auth,
      },
      message: draft.body,
      createtime: draft.createtime,
      is_read: false,
    } satisfies ChatMessage;
  });
}

/** The messages of rows read from `chat_messages`, with each sender's current name and avatar. */
async function toMessages(
  db: Database,
  rows: ReadonlyArray<typeof chatMessages.$inferSelect>,
): Promise<ChatMessage[]> {
  const senders = await chatSenders(
    db,
    rows.map((row) => row.fromId),
  );
  return rows.map((row) => ({
    id: row.id,
    to_id: row.toId,
    form: senders.get(row.fromId) ?? { id: row.fromId, name: '', avatar: '', shop_id: 0 },
    message: { type: row.type, content: row.content } as ChatMessageBody,
    createtime: row.createtime,
    is_read: row.isRead,
  }));
}

/** Unread messages per partner of `userId` (exact: kept with each message and each read). */
export async function unreadCounts(
  db: Database,
  userId: number,
): Promise<{ unread: Record<string, number>; total: number }> {
  const rows = await db
    .select({ peerId: chatConversations.peerId, count: chatConversations.count })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), gt(chatConversations.count, 0)));
  const unread: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    unread[String(row.peerId)] = row.count;
    total += row.count;
  }
  return { unread, total };
}

/** All unread messages of `userId` (the chat badge, `chat/state`). */
export async function totalUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(chatConversations.count).mapWith(Number) })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  return row?.total ?? 0;
}

/**
 * What `chat/shake` answers: the newest {@link SHAKE_MESSAGE_LIMIT} unread messages of `userId`
 * (those that came while offline), oldest first, and the unread counts.
 */
export async function offlineMessages(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.toId, userId), eq(chatMessages.isRead, false)))
    .orderBy(desc(chatMessages.id))
    .limit(SHAKE_MESSAGE_LIMIT);
  const list = await toMessages(db, rows.reverse());
  return { list, ...(await unreadCounts(db, userId)) };
}

/** The pair of users of a conversation, either way round. */
function between(userId: number, peerId: number) {
  return or(
    and(eq(chatMessages.fromId, userId), eq(chatMessages.toId, peerId)),
    and(eq(chatMessages.fromId, peerId), eq(chatMessages.toId, userId)),
  );
}

/**
 * `userId`'s messages with `peerId`, newest first, after what `userId` cleared. Refused
 * `not_found` when `peerId` is nobody.
 */
export async function conversationHistory(
  db: Database,
  userId: number,
  peerId: number,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<ChatMessage>> {
  const window = pageWindow({ page: query.page, limit: query.limit ?? 20 });
  const [peer] = await db.select({ id: users.id }).from(users).where(eq(users.id, peerId));
  if (!peer) throw new DomainError('not_found');
  const cleared = sql`coalesce((select cleared_message_id from chat_conversations
    where user_id = ${userId} and peer_id = ${peerId}), 0)`;
  const where = and(between(userId, peerId), gt(chatMessages.id, cleared));
  const [total] = await db.select({ n: count() }).from(chatMessages).where(where);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(window, total?.n ?? 0, await toMessages(db, rows));
}

/** `userId`'s conversations, latest first, with the partner's name and the unread counts. */
export async function conversationList(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<Conversation> & { unread: number }> {
  const window = pageWindow(query);
  const c = chatConversations;
  const listed = and(eq(c.userId, userId), eq(c.isDeleted, false));
  const [total] = await db.select({ n: count() }).from(c).where(listed);
  const rows = await db
    .select({
      peerId: c.peerId,
      content: c.content,
      count: c.count,
      updatetime: c.updatetime,
      type: sql<Conversation['type']>`case when ${chatMessages.id} > ${c.clearedMessageId}
        then ${chatMessages.type} end`,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      shopId: shops.id,
      shopname: shops.shopname,
      shopAvatar: shops.avatar,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.peerId))
    .leftJoin(shops, eq(shops.userId, c.peerId))
    .leftJoin(chatMessages, eq(chatMessages.id, c.lastMessageId))
    .where(listed)
    .orderBy(desc(c.updatetime), desc(c.id))
    .limit(window.limit)
    .offset(window.offset);
  const data = rows.map((row): Conversation => ({
    id: row.peerId,
    user_id: row.peerId,
    name: row.shopname ?? (row.nickname || row.username),
    avatar: row.shopAvatar || row.avatar,
    shop_id: row.shopId ?? 0,
    content: row.content,
    type: row.type ?? null,
    count: row.count,
    createtime: row.updatetime,
  }));
  return { ...pagedAnswer(window, total?.n ?? 0, data), unread: await totalUnread(db, userId) };
}

/** What reading, deleting or clearing a conversation does besides marking it read. */
export type ConversationAction = 'read' | 'del' | 'clear';

/**
 * Marks `userId`'s conversation with `peerId` read (every message from the partner so far, and
 * the unread count 0), and for `del` hides it from the list, for `clear` hides its messages so far
 * from the history. Only the caller's side changes. Answers what stays unread in all the caller's
 * conversations.
 *
 * Reading a conversation that has no message yet (the caller opened a chat with a shop and has
 * not written) is not an error: nothing is unread, so nothing changes; only a `peerId` that is
 * nobody is `not_found`, as for the history. Deleting or clearing a conversation the caller does
 * not have is `not_found`.
 *
 * The conversation row is locked first: a message being stored at the same time updates the same
 * row after inserting itself, so it is either marked read here or counted after, never lost.
 */
export async function settleConversation(
  db: Database,
  userId: number,
  peerId: number,
  action: ConversationAction,
): Promise<{ total: number }> {
  const c = chatConversations;
  await withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: c.id, lastMessageId: c.lastMessageId })
      .from(c)
      .where(and(eq(c.userId, userId), eq(c.peerId, peerId)))
      .for('update');
    if (!row) {
      if (action !== 'read') throw new DomainError('not_found');
      const [peer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, peerId));
      if (!peer) throw new DomainError('not_found');
      return;
    }
    await tx
      .update(chatMessages)
      .set({ isRead: true })
      .where(
        and(
          eq(chatMessages.toId, userId),
          eq(chatMessages.fromId, peerId),
          eq(chatMessages.isRead, false),
        ),
      );
    await tx
      .update(c)
      .set({
        count: 0,
        ...(action === 'del' ? { isDeleted: true } : {}),
        ...(action === 'clear' ? { clearedMessageId: row.lastMessageId ?? 0, content: '' } : {}),
      })
      .where(eq(c.id, row.id));
  });
  return { total: await totalUnread(db, userId) };
}

/**
 * The chat partner of an open shop (its owner's user) and, with `goodsId`, the shop's goods on
 * sale the buyer asks about. Refused `not_found` for an unknown or closed shop or goods, and
 * `chat_self` for the caller's own shop.
 */
export async function shopChat(
  db: Database,
  userId: number,
  shopId: number,
  goodsId: number | undefined,
  language: LanguageCode,
) {
  const [shop] = await db
    .select({ userId: shops.userId, name: shops.shopname, avatar: shops.avatar })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'normal')));
  if (!shop) throw new DomainError('not_found');
  if (shop.userId === userId) throw new DomainError('chat_self');
  let goodsInfo = null;
  if (goodsId !== undefined) {
    [goodsInfo = null] = await db
      .select(goodsCardFields(language))
      .from(goods)
      .where(and(eq(goods.id, goodsId), eq(goods.shopId, shopId), eq(goods.status, 'normal')));
    if (!goodsInfo) throw new DomainError('not_found');
  }
  return { user_id: shop.userId, shop_id: shopId, name: shop.name, avatar: shop.avatar, goodsInfo };
}
