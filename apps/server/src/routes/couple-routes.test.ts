import { couple, shop } from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupleBindings, couples, shops, users } from '../db/schema/index.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';

let t: TestApp;
const tokens = {} as Record<'merchant' | 'techhub' | 'glowbeauty', string>;
const shopIds = {} as Record<'merchant' | 'techhub' | 'glowbeauty' | 'casaliving', number>;

async function shopOf(username: DemoUsername | 'casaliving'): Promise<number> {
  const [row] = await t.db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(eq(users.username, username));
  return (row as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['merchant', 'techhub', 'glowbeauty'] as const) {
    tokens[name] = await t.login(name);
    shopIds[name] = await shopOf(name);
  }
  shopIds.casaliving = await shopOf('casaliving');
});
afterAll(() => t?.close());

// Every test starts from shops without invitations.
beforeEach(async () => {
  await t.db.delete(coupleBindings);
  await t.db.delete(couples);
});

const NOT_ALLOWED = 'This action is not available for the invitation in its current status';

function invite(from: keyof typeof tokens, to: number) {
  return t.call(couple.invite, { token: tokens[from], body: { shop_id: to } });
}
function move(
  action: 'accept' | 'reject' | 'cancel' | 'dissolve',
  as: keyof typeof tokens,
  id: number,
) {
  return t.call(couple[action], { token: tokens[as], body: { id } });
}
async function partnerOnStorefront(shopId: number) {
  return (await t.call(shop.detail, { query: { id: shopId } })).data.couple;
}

describe('couple shops', () => {
  it('invites a shop; each side sees its role and its actions', async () => {
    const sent = await invite('merchant', shopIds.techhub);
    expect(sent.data).toMatchObject({
      state: 'inviting',
      role: 'inviter',
      shop: { id: shopIds.techhub },
      actions: ['cancel'],
    });
    const received = await t.call(couple.lists, { token: tokens.techhub });
    expect(received.data).toMatchObject({ total: 1, partner: null });
    expect(received.data.data[0]).toMatchObject({
      id: sent.data.id,
      role: 'invitee',
      shop: { id: shopIds.merchant },
      actions: ['accept', 'reject'],
    });
  });

  it('binds the shops when the invitee accepts: both storefronts show the partner', async () => {
    const { data } = await invite('merchant', shopIds.techhub);
    const accepted = await move('accept', 'techhub', data.id);
    expect(accepted.data).toMatchObject({ state: 'agreed', actions: ['dissolve'] });
    expect(await partnerOnStorefront(shopIds.merchant)).toMatchObject({ id: shopIds.techhub });
    expect(await partnerOnStorefront(shopIds.techhub)).toMatchObject({ id: shopIds.merchant });
    const lists = await t.call(couple.lists, { token: tokens.merchant });
    expect(lists.data.partner).toMatchObject({ id: shopIds.techhub });
    const bindings = await t.db.select().from(coupleBindings);
    expect(bindings.map((row) => row.shopId).sort()).toEqual(
      [shopIds.merchant, shopIds.techhub].sort(),
    );
  });

  it('lets either partner dissolve the partnership, after which both are free', async () => {
    const { data } = await invite('merchant', shopIds.techhub);
    await move('accept', 'techhub', data.id);
    const dissolved = await move('dissolve', 'merchant', data.id);
    expect(dissolved.data).toMatchObject({ state: 'dissolved', actions: [] });
    expect(await partnerOnStorefront(shopIds.merchant)).toBeNull();
    expect(await t.db.select().from(coupleBindings)).toEqual([]);
    expect((await invite('techhub', shopIds.merchant)).data.state).toBe('inviting');
  });

  it.each([
    ['rejected', 'reject', 'techhub'],
    ['cancelled', 'cancel', 'merchant'],
  ] as const)('ends a pending invitation as %s', async (state, action, as) => {
    const { data } = await invite('merchant', shopIds.techhub);
    expect((await move(action, as, data.id)).data).toMatchObject({ state, actions: [] });
    expect(await partnerOnStorefront(shopIds.merchant)).toBeNull();
  });

  it.each([
    ['the inviter accepts', 'accept', 'merchant'],
    ['the inviter rejects', 'reject', 'merchant'],
    ['the invitee cancels', 'cancel', 'techhub'],
    ['a pending invitation is dissolved', 'dissolve', 'techhub'],
  ] as const)('refuses a move that is not allowed: %s', async (_name, action, as) => {
    const { data } = await invite('merchant', shopIds.techhub);
    const result = await move(action, as, data.id);
    expect(result.body).toMatchObject({ code: 0, msg: NOT_ALLOWED });
  });

  it('refuses any move on a finished invitation', async () => {
    const { data } = await invite('merchant', shopIds.techhub);
    await move('reject', 'techhub', data.id);
    for (const [action, as] of [
      ['accept', 'techhub'],
      ['reject', 'techhub'],
      ['cancel', 'merchant'],
      ['dissolve', 'merchant'],
    ] as const) {
      expect((await move(action, as, data.id)).body.msg).toBe(NOT_ALLOWED);
    }
  });

  it('answers 404 to a shop that is not a party', async () => {
    const { data } = await invite('merchant', shopIds.techhub);
    for (const action of ['accept', 'reject', 'cancel', 'dissolve'] as const) {
      expect((await move(action, 'glowbeauty', data.id)).status).toBe(404);
    }
    const lists = await t.call(couple.lists, { token: tokens.glowbeauty });
    expect(lists.data.total).toBe(0);
  });

  it('refuses inviting oneself, an unknown or hidden shop', async () => {
    expect((await invite('merchant', shopIds.merchant)).body.msg).toBe(
      'You cannot invite yourself',
    );
    expect((await invite('merchant', 999_999)).status).toBe(404);
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, shopIds.casaliving));
    try {
      expect((await invite('merchant', shopIds.casaliving)).status).toBe(404);
    } finally {
      await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, shopIds.casaliving));
    }
  });

  it('refuses a second pending invitation between the same shops, from either side', async () => {
    await invite('merchant', shopIds.techhub);
    expect((await invite('merchant', shopIds.techhub)).body.msg).toBe(
      'An invitation between these shops is already pending',
    );
    expect((await invite('techhub', shopIds.merchant)).body.msg).toBe(
      'An invitation between these shops is already pending',
    );
  });

  it('keeps a shop to one partner: no invitation to or from a bound shop', async () => {
    const { data } = await invite('merchant', shopIds.techhub);
    await move('accept', 'techhub', data.id);
    const bound = 'One of the shops already has a partner';
    expect((await invite('glowbeauty', shopIds.merchant)).body.msg).toBe(bound);
    expect((await invite('merchant', shopIds.glowbeauty)).body.msg).toBe(bound);
  });

  it('refuses accepting an invitation once either shop has found another partner', async () => {
    const first = await invite('glowbeauty', shopIds.merchant);
    const second = await invite('techhub', shopIds.merchant);
    expect((await move('accept', 'merchant', second.data.id)).data.state).toBe('agreed');
    const late = await move('accept', 'merchant', first.data.id);
    expect(late.body.msg).toBe('One of the shops already has a partner');
    expect((await t.call(couple.lists, { token: tokens.glowbeauty })).data.data[0]?.state).toBe(
      'inviting',
    );
  });

  it('holds one partner per shop in the database itself', async () => {
    const [a, b] = await t.db
      .insert(couples)
      .values([
        {
          inviterShopId: shopIds.merchant,
          inviteeShopId: shopIds.techhub,
          state: 'agreed',
          createtime: 1,
          updatetime: 1,
        },
        {
          inviterShopId: shopIds.glowbeauty,
          inviteeShopId: shopIds.merchant,
          state: 'agreed',
          createtime: 1,
          updatetime: 1,
        },
      ])
      .returning({ id: couples.id });
    await t.db
      .insert(coupleBindings)
      .values({ shopId: shopIds.merchant, coupleId: a!.id, createtime: 1 });
    await expect(
      t.db
        .insert(coupleBindings)
        .values({ shopId: shopIds.merchant, coupleId: b!.id, createtime: 1 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(couples).values([
        {
          inviterShopId: shopIds.techhub,
          inviteeShopId: shopIds.glowbeauty,
          createtime: 1,
          updatetime: 1,
        },
        {
          inviterShopId: shopIds.glowbeauty,
          inviteeShopId: shopIds.techhub,
          createtime: 1,
          updatetime: 1,
        },
      ]),
    ).rejects.toThrow();
  });

  it('lists by state, newest first, paged', async () => {
    const rejected = await invite('merchant', shopIds.techhub);
    await move('reject', 'techhub', rejected.data.id);
    t.clock.advanceSeconds(5);
    await invite('merchant', shopIds.glowbeauty);
    const all = await t.call(couple.lists, { token: tokens.merchant, query: { limit: 1 } });
    expect(all.data).toMatchObject({ total: 2, last_page: 2 });
    expect(all.data.data[0]?.shop.id).toBe(shopIds.glowbeauty);
    const only = await t.call(couple.lists, {
      token: tokens.merchant,
      query: { state: 'rejected' },
    });
    expect(only.data.data.map((item) => item.id)).toEqual([rejected.data.id]);
  });
});

// On PostgreSQL these requests really overlap (a pool of connections); on PGlite they queue on
// its one connection, and the same assertions hold.
describe('couple shops under concurrent requests', () => {
  it('binds a shop to one partner when two invitations are accepted at once', async () => {
    const first = await invite('techhub', shopIds.merchant);
    const second = await invite('glowbeauty', shopIds.merchant);
    const merchantToken = tokens.merchant;
    const results = await Promise.all(
      [first, second].map((sent) =>
        t.call(couple.accept, { token: merchantToken, body: { id: sent.data.id } }),
      ),
    );
    expect(results.map((result) => result.body.code).sort()).toEqual([0, 1]);
    expect(await t.db.select().from(coupleBindings)).toHaveLength(2);
  });

  it('keeps one pending invitation between two shops when both invite at once', async () => {
    const results = await Promise.all([
      invite('merchant', shopIds.techhub),
      invite('techhub', shopIds.merchant),
    ]);
    expect(results.map((result) => result.body.code).sort()).toEqual([0, 1]);
    expect(await t.db.select().from(couples)).toHaveLength(1);
  });
});
