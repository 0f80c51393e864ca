import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { MessageWriter } from './message-writer.js';
import type { MessageDraft } from './store.js';

let t: TestApp;
let buyer: number;
let merchant: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['buyer', 'merchant']));
  buyer = rows.find((row) => row.username === 'buyer')!.id;
  merchant = rows.find((row) => row.username === 'merchant')!.id;
});
afterAll(() => t?.close());

const text = (fromId: number, toId: number, value: string): MessageDraft => ({
  fromId,
  toId,
  body: { type: 'text', content: { text: value } },
  createtime: 1_700_000_000,
});

describe('MessageWriter', () => {
  it('stores the messages of one turn together, in order, with ascending ids', async () => {
    const writer = new MessageWriter(t.db, t.app.log);
    const drafts = Array.from({ length: 30 }, (_, i) =>
      text(i % 2 ? buyer : merchant, i % 2 ? merchant : buyer, `m${i}`),
    );
    const stored = await Promise.all(drafts.map((draft) => writer.write(draft)));
    expect(stored.map((message) => message.message)).toEqual(drafts.map((draft) => draft.body));
    const ids = stored.map((message) => message.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rows = await t.db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
    for (const message of stored) {
      const row = rows.find((r) => r.id === message.id);
      expect(row?.content).toEqual(message.message.content);
      expect(row?.fromId).toBe(message.form.id);
    }
  });

  it('refuses a message to nobody and stores the others of its batch', async () => {
    const writer = new MessageWriter(t.db, t.app.log);
    const results = await Promise.allSettled([
      writer.write(text(buyer, merchant, 'kept')),
      writer.write(text(buyer, 999_999, 'nobody')),
      writer.write(text(merchant, buyer, 'kept too')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'not_found' });
  });

  it('refuses new messages while too many wait, rather than hold them without bound', async () => {
    const writer = new MessageWriter(t.db, t.app.log, 2);
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((value) => writer.write(text(buyer, merchant, value))),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'rate_limited' });
    expect((await writer.write(text(buyer, merchant, 'later'))).message).toEqual({
      type: 'text',
      content: { text: 'later' },
    });
  });

  it('waits on flush until every message written is stored', async () => {
    const writer = new MessageWriter(t.db, t.app.log);
    const pending = writer.write(text(buyer, merchant, 'flushed'));
    await writer.flush();
    const { id } = await pending;
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.id, id))).toHaveLength(1);
  });
});
