import {
  address,
  complaint,
  coupon,
  feedback as feedbackApi,
  goods as goodsApi,
  notice,
  product,
  shop as shopApi,
  signin,
  user,
} from '@bazaar/api/contract';
import { ADDRESS_LIMIT, SIGN_IN_BONUS_TABLE } from '@bazaar/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  comments,
  coupons,
  feedback,
  goods,
  notices,
  scoreLog,
  sessions,
  shops,
  signins,
  userCoupons,
  users,
} from '../db/schema/index.js';
import { hex, Raster } from '../images/raster.js';
import { verifyPassword } from '../services/auth/passwords.js';
import { storeUpload } from '../services/uploads/uploads.js';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../test/harness.js';

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({
    // Tokens outlive the week of sign-ins a test walks through.
    env: {
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILURES: '3',
      TOKEN_TTL_SECONDS: String(30 * 86_400),
    },
  });
  // Noon UTC: the day does not turn while a test runs.
  t.clock.set(Date.UTC(2026, 5, 10, 12, 0, 0));
  buyer = await t.login('buyer');
});
afterAll(() => t?.close());

const now = () => Math.floor(t.clock.now().getTime() / 1000);

let serial = 0;
/** A new user, logged in: its token and id. */
async function newUser(app: TestApp = t): Promise<{ token: string; id: number; password: string }> {
  serial += 1;
  const { key } = await app.captcha();
  const password = 'abc12345';
  const result = await app.call(user.register, {
    body: {
      username: `acct${serial}`,
      password,
      confirm: password,
      code: TEST_CAPTCHA,
      key,
    },
  });
  expect(result.body.code, result.body.msg).toBe(1);
  return { token: result.data.userinfo.token, id: result.data.userinfo.id, password };
}

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

function png(): Buffer {
  const canvas = new Raster(8, 8);
  canvas.gradient(hex('#336699'), hex('#99ccff'));
  return canvas.toPng();
}

async function uploadFor(userId: number): Promise<string> {
  return (await storeUpload(t.db, { data: png(), userId, now: now() })).url;
}

async function onSaleGoods(offset = 0): Promise<{ id: number; shopId: number }> {
  const [row] = await t.db
    .select({ id: goods.id, shopId: goods.shopId })
    .from(goods)
    .where(eq(goods.status, 'normal'))
    .orderBy(desc(goods.id))
    .offset(offset)
    .limit(1);
  return row!;
}

describe('user/profile (POST): edit', () => {
  it('changes only the fields sent, trimmed, and answers the userinfo', async () => {
    const me = await newUser();
    const result = await t.call(user.editProfile, {
      token: me.token,
      body: { nickname: '  Zoë  ', gender: 2, bio: ' Loves tea ', line_account: ' zoe.line ' },
    });
    expect(result.body.code, result.body.msg).toBe(1);
    expect(result.data.userinfo).toMatchObject({
      id: me.id,
      nickname: 'Zoë',
      gender: 2,
      bio: 'Loves tea',
      line_account: 'zoe.line',
    });
    const again = await t.call(user.editProfile, { token: me.token, body: { gender: 1 } });
    expect(again.data.userinfo).toMatchObject({ nickname: 'Zoë', gender: 1, bio: 'Loves tea' });
    expect((await t.call(user.profile, { token: me.token })).data.userinfo.gender).toBe(1);
  });

  it("takes an avatar among the caller's uploads, and refuses anyone else's or another site's", async () => {
    const me = await newUser();
    const mine = await uploadFor(me.id);
    const ok = await t.call(user.editProfile, { token: me.token, body: { avatar: mine } });
    expect(ok.data.userinfo.avatar).toBe(mine);
    for (const avatar of [
      await uploadFor(await idOf('buyer2')),
      'https://evil.example.com/a.png',
      '/uploads/nope.png',
    ]) {
      const refused = await t.call(user.editProfile, { token: me.token, body: { avatar } });
      expect([refused.status, refused.body.code, refused.body.data]).toEqual([
        400,
        0,
        { field: 'avatar' },
      ]);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.avatar).toBe(mine);
  });

  it.each([
    ['an empty nickname', { nickname: '   ' }],
    ['a 21-character nickname', { nickname: 'n'.repeat(21) }],
  ])('refuses %s (nickname_length)', async (_name, body) => {
    const me = await newUser();
    const result = await t.call(user.editProfile, { token: me.token, body });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'Nickname must be 1-20 characters',
      data: { field: 'nickname' },
    });
  });

  it.each([
    [{ gender: 3 }, 'gender'],
    [{ score: 99999 }, 'score'],
    [{ money: '1000.00' }, 'money'],
  ])('refuses %j with 400', async (body, field) => {
    const result = await t.call(user.editProfile, { token: buyer, body });
    expect([result.status, result.body.data]).toEqual([400, { field }]);
  });
});

describe('user/resetpwd', () => {
  it('changes the login password, ends the other sessions and keeps this one', async () => {
    const me = await newUser();
    const other = await t.call(user.login, {
      body: { account: `acct${serial}`, password: me.password },
    });
    const result = await t.call(user.resetpwd, {
      token: me.token,
      body: {
        type: 'login',
        oldpassword: me.password,
        newpassword: 'newpass1',
        confirm: 'newpass1',
      },
    });
    expect(result.body.code, result.body.msg).toBe(1);
    expect((await t.call(user.profile, { token: me.token })).status).toBe(200);
    expect((await t.call(user.profile, { token: other.data.userinfo.token })).status).toBe(401);
    const oldLogin = await t.call(user.login, {
      body: { account: `acct${serial}`, password: me.password },
    });
    expect(oldLogin.body.code).toBe(0);
    const newLogin = await t.call(user.login, {
      body: { account: `acct${serial}`, password: 'newpass1' },
    });
    expect(newLogin.body.code).toBe(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(await verifyPassword(row!.payPasswordHash, me.password)).toBe(true);
  });

  it('changes the payment password alone, keeping every session', async () => {
    const me = await newUser();
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    const result = await t.call(user.resetpwd, {
      token: me.token,
      body: { type: 'pay', oldpassword: me.password, newpassword: 'paypass9' },
    });
    expect(result.body.code, result.body.msg).toBe(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(await verifyPassword(row!.payPasswordHash, 'paypass9')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, me.password)).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(
      before.length,
    );
  });

  it.each([
    [
      'a wrong current login password',
      { type: 'login', oldpassword: 'wrong123' },
      'old_password_wrong',
      'oldpassword',
    ],
    [
      'a wrong current payment password',
      { type: 'pay', oldpassword: 'wrong123' },
      'old_password_wrong',
      'oldpassword',
    ],
    [
      'an empty current password',
      { type: 'login', oldpassword: '' },
      'password_empty',
      'oldpassword',
    ],
    ['a 5-character new password', { newpassword: 'abc12' }, 'password_length', 'newpassword'],
    [
      'a 13-character new password',
      { newpassword: 'abcdefghij123' },
      'password_length',
      'newpassword',
    ],
    ['a confirmation that differs', { confirm: 'other123' }, 'password_mismatch', 'confirm'],
  ])('refuses %s and changes nothing', async (_name, overrides, code, field) => {
    const me = await newUser();
    const messages: Record<string, string> = {
      old_password_wrong: 'The current password is incorrect',
      password_empty: 'Password cannot be empty',
      password_length: 'Password must be 6-12 characters',
      password_mismatch: 'The two passwords must be the same',
    };
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const result = await t.call(user.resetpwd, {
      token: me.token,
      body: { type: 'login', oldpassword: me.password, newpassword: 'newpass1', ...overrides },
    });
    expect(result.body).toMatchObject({ code: 0, msg: messages[code], data: { field } });
    const [after] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect([after!.passwordHash, after!.payPasswordHash]).toEqual([
      before!.passwordHash,
      before!.payPasswordHash,
    ]);
  });

  it('stops guessing: after 3 wrong current passwords even the right one waits (429)', async () => {
    const me = await newUser();
    const attempt = (oldpassword: string) =>
      t.call(user.resetpwd, {
        token: me.token,
        body: { type: 'login', oldpassword, newpassword: 'newpass1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong123')).body.code).toBe(0);
    const blocked = await attempt(me.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an unknown type with 400', async () => {
    const result = await t.call(user.resetpwd, {
      token: buyer,
      body: { type: 'email', oldpassword: 'buyer123', newpassword: 'abc12345' },
    });
    expect([result.status, result.body.data]).toEqual([400, { field: 'type' }]);
  });
});

describe('user/comment', () => {
  it("pages the caller's reviews newest first with their goods, by tab", async () => {
    const buyerId = await idOf('buyer');
    const mine = await t.db.select().from(comments).where(eq(comments.userId, buyerId));
    expect(mine.length).toBeGreaterThan(0);
    const page = (await t.call(user.comment, { token: buyer, query: { limit: 100 } })).data;
    expect(page.total).toBe(mine.length);
    expect(page.data.every((review) => review.user.id === buyerId)).toBe(true);
    const first = page.data[0]!;
    const [reviewed] = await t.db.select().from(goods).where(eq(goods.id, first.goods_id));
    expect(first.goods).toEqual({
      id: reviewed!.id,
      title: reviewed!.title,
      image: reviewed!.image,
    });
    const times = page.data.map((review) => review.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const poor = (
      await t.call(user.comment, { token: buyer, query: { state: 'poor', limit: 100 } })
    ).data;
    expect(poor.total).toBe(mine.filter((review) => review.score <= 2).length);
    expect((await t.call(user.comment, { token: (await newUser()).token })).data.total).toBe(0);
  });
});

describe('addresses', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Zoe Lin',
    mobile: '91234567',
    country: 'hk',
    address: '1 Harbour Road, Wan Chai',
    ...overrides,
  });

  it("lists the caller's addresses, the default first", async () => {
    const page = (await t.call(address.getaddress, { token: buyer })).data;
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ is_default: true, country: 'hk', area_code: 852 });
    expect(page.data[1]!.is_default).toBe(false);
  });

  it('makes the first address the default, and moves the default when asked', async () => {
    const me = await newUser();
    const first = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form() },
    });
    expect(first.body.code, first.body.msg).toBe(1);
    expect(first.data).toMatchObject({ is_default: true, area_code: 852, name: 'Zoe Lin' });
    const second = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form({ name: '  Office  ', country: 'us_ca', is_default: true }) },
    });
    expect(second.data).toMatchObject({ is_default: true, name: 'Office', area_code: 1 });
    const list = (await t.call(address.getaddress, { token: me.token })).data.data;
    expect(list.map((row) => [row.id, row.is_default])).toEqual([
      [second.data.id, true],
      [first.data.id, false],
    ]);
    const third = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form({ name: 'Third' }) },
    });
    expect(third.data.is_default).toBe(false);
  });

  it('edits an address, and keeps the default when it is unticked', async () => {
    const me = await newUser();
    const first = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form() },
    });
    const edited = await t.call(address.save, {
      token: me.token,
      body: {
        type: 'edit',
        data: form({ id: first.data.id, mobile: '6123 4567', country: 'sg', is_default: false }),
      },
    });
    expect(edited.data).toMatchObject({
      id: first.data.id,
      mobile: '6123 4567',
      country: 'sg',
      area_code: 65,
      is_default: true,
    });
    const missingId = await t.call(address.save, {
      token: me.token,
      body: { type: 'edit', data: form() },
    });
    expect([missingId.status, missingId.body.data]).toEqual([400, { field: 'data.id' }]);
    const unknown = await t.call(address.save, {
      token: me.token,
      body: { type: 'edit', data: form({ id: 999_999 }) },
    });
    expect(unknown.status).toBe(404);
  });

  it.each([
    ['no receiver name', { name: ' ' }, 'address_name_required', 'name'],
    ['a country off the list', { country: 'xx' }, 'address_country_required', 'country'],
    ['a short mobile number', { mobile: '123' }, 'address_mobile_invalid', 'mobile'],
    ['letters in the mobile number', { mobile: '91234abc' }, 'address_mobile_invalid', 'mobile'],
    ['no detailed address', { address: '' }, 'address_detail_required', 'address'],
  ])('refuses %s (%s) and saves nothing', async (_name, overrides, _code, field) => {
    const me = await newUser();
    const result = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form(overrides) },
    });
    expect(result.body).toMatchObject({ code: 0, data: { field } });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, me.id))).toEqual([]);
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses`, async () => {
    const me = await newUser();
    await t.db.insert(addresses).values(
      Array.from({ length: ADDRESS_LIMIT }, (_, index) => ({
        userId: me.id,
        name: `A${index}`,
        mobile: '91234567',
        country: 'hk',
        areaCode: 852,
        address: 'x',
        isDefault: index === 0,
        createtime: now(),
        updatetime: now(),
      })),
    );
    const result = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form() },
    });
    expect(result.body).toMatchObject({ code: 0, msg: 'You can save at most 20 addresses' });
  });

  it('deletes an address; a deleted default passes to the latest other one', async () => {
    const me = await newUser();
    const a = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form({ name: 'A' }) },
    });
    t.clock.advanceSeconds(1);
    const b = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form({ name: 'B' }) },
    });
    t.clock.advanceSeconds(1);
    const c = await t.call(address.save, {
      token: me.token,
      body: { type: 'add', data: form({ name: 'C' }) },
    });
    expect(a.data.is_default).toBe(true);
    const deleted = await t.call(address.deladdress, { token: me.token, body: { id: a.data.id } });
    expect(deleted.body.code).toBe(1);
    const list = (await t.call(address.getaddress, { token: me.token })).data.data;
    expect(list.map((row) => [row.id, row.is_default])).toEqual([
      [c.data.id, true],
      [b.data.id, false],
    ]);
    const again = await t.call(address.deladdress, { token: me.token, body: { id: a.data.id } });
    expect([again.status, again.body.code]).toEqual([404, 0]);
  });
});

describe('goods favourites and footprints', () => {
  it('toggles a favourite and lists favourites newest first, with their status', async () => {
    const me = await newUser();
    const first = await onSaleGoods(0);
    const second = await onSaleGoods(1);
    expect(
      (await t.call(product.follow, { token: me.token, body: { id: first.id } })).data,
    ).toEqual({
      is_follow: true,
    });
    t.clock.advanceSeconds(5);
    await t.call(product.follow, { token: me.token, body: { id: second.id } });
    const list = (await t.call(product.collect, { token: me.token })).data;
    expect(list.data.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.data[0]).toMatchObject({ status: 'normal', followtime: now() });
    const detail = await t.call(goodsApi.detail, { query: { id: first.id }, token: me.token });
    expect(detail.data.is_follow).toBe(true);
    expect(
      (await t.call(product.follow, { token: me.token, body: { id: first.id } })).data,
    ).toEqual({
      is_follow: false,
    });
    expect((await t.call(product.collect, { token: me.token })).data.total).toBe(1);
    expect(
      (await t.call(user.profile, { token: me.token })).data.statistics.dynamic.collection,
    ).toBe(1);
  });

  it('cannot add a goods that is not on sale, but can remove it', async () => {
    const me = await newUser();
    const target = await onSaleGoods(2);
    await t.call(product.follow, { token: me.token, body: { id: target.id } });
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, target.id));
    try {
      const listed = (await t.call(product.collect, { token: me.token })).data.data;
      expect(listed[0]).toMatchObject({ id: target.id, status: 'hidden' });
      expect(
        (await t.call(product.follow, { token: me.token, body: { id: target.id } })).data,
      ).toEqual({ is_follow: false });
      const refused = await t.call(product.follow, { token: me.token, body: { id: target.id } });
      expect([refused.status, refused.body.code]).toEqual([404, 0]);
    } finally {
      await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, target.id));
    }
    const unknown = await t.call(product.follow, { token: me.token, body: { id: 999_999 } });
    expect(unknown.status).toBe(404);
  });

  it('lists the goods the caller looked at, most recent first, once each', async () => {
    const me = await newUser();
    const a = await onSaleGoods(3);
    const b = await onSaleGoods(4);
    await t.call(goodsApi.detail, { query: { id: a.id }, token: me.token });
    t.clock.advanceSeconds(1);
    await t.call(goodsApi.detail, { query: { id: b.id }, token: me.token });
    t.clock.advanceSeconds(1);
    await t.call(goodsApi.detail, { query: { id: a.id }, token: me.token });
    const page = (await t.call(product.footprint, { token: me.token })).data;
    expect(page.data.map((item) => [item.id, item.updatetime])).toEqual([
      [a.id, now()],
      [b.id, now() - 1],
    ]);
    expect(page.total).toBe(2);
  });
});

describe('shop follows', () => {
  it('toggles a follow, answering the followers, and lists followed shops', async () => {
    const me = await newUser();
    const [shop] = await t.db.select().from(shops).orderBy(asc(shops.id)).limit(1);
    const before = (await t.call(shopApi.detail, { query: { id: shop!.id } })).data.fans;
    const followed = await t.call(shopApi.follow, { token: me.token, body: { id: shop!.id } });
    expect(followed.data).toEqual({ is_follow: true, fans: before + 1 });
    const list = (await t.call(shopApi.followList, { token: me.token })).data;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: shop!.id,
      shopname: shop!.shopname,
      followtime: now(),
    });
    const unfollowed = await t.call(shopApi.follow, { token: me.token, body: { id: shop!.id } });
    expect(unfollowed.data).toEqual({ is_follow: false, fans: before });
    expect((await t.call(shopApi.followList, { token: me.token })).data.total).toBe(0);
  });

  it('cannot follow an unknown or hidden shop', async () => {
    const me = await newUser();
    expect((await t.call(shopApi.follow, { token: me.token, body: { id: 999_999 } })).status).toBe(
      404,
    );
    const [shop] = await t.db.select().from(shops).orderBy(desc(shops.id)).limit(1);
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, shop!.id));
    const refused = await t.call(shopApi.follow, { token: me.token, body: { id: shop!.id } });
    await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, shop!.id));
    expect(refused.status).toBe(404);
  });
});

describe('daily sign-in', () => {
  it('starts with no streak and the first bonus', async () => {
    const me = await newUser();
    const card = (await t.call(signin.getSignin, { token: me.token })).data;
    expect(card).toEqual({
      signed_today: false,
      consecutive: 0,
      today_bonus: SIGN_IN_BONUS_TABLE[0],
      tomorrow_bonus: SIGN_IN_BONUS_TABLE[1],
      score: 0,
      today: '2026-06-10',
      time_zone: 'UTC',
      bonus_table: [...SIGN_IN_BONUS_TABLE],
      dates: [],
    });
  });

  it('signs in once a day, adding the points with a score-log row, and keeps the streak', async () => {
    const me = await newUser();
    const first = await t.call(signin.dosign, { token: me.token });
    expect(first.body.code, first.body.msg).toBe(1);
    expect(first.data).toMatchObject({
      points: 5,
      signed_today: true,
      consecutive: 1,
      today_bonus: 0,
      tomorrow_bonus: 10,
      score: 5,
      dates: ['2026-06-10'],
    });
    const twice = await t.call(signin.dosign, { token: me.token });
    expect(twice.body).toMatchObject({ code: 0, msg: 'You have already signed in today' });
    t.clock.advanceSeconds(86_400);
    const second = await t.call(signin.dosign, { token: me.token });
    expect(second.data).toMatchObject({ points: 10, consecutive: 2, score: 15 });
    expect(second.data.dates).toEqual(['2026-06-10', '2026-06-11']);
    const log = await t.db
      .select()
      .from(scoreLog)
      .where(eq(scoreLog.userId, me.id))
      .orderBy(asc(scoreLog.id));
    expect(log.map((row) => [row.type, row.score, row.before, row.after])).toEqual([
      ['signin', 5, 0, 5],
      ['signin', 10, 5, 15],
    ]);
    const listed = (await t.call(user.scoreLog, { token: me.token, body: { limit: 1 } })).data;
    expect(listed).toMatchObject({ total: 2, last_page: 2 });
    expect(listed.data[0]).toMatchObject({ type: 'signin', score: 10, before: 5, after: 15 });
    // A missed day breaks the streak.
    t.clock.advanceSeconds(2 * 86_400);
    const card = (await t.call(signin.getSignin, { token: me.token })).data;
    expect(card).toMatchObject({ consecutive: 0, today_bonus: 5, signed_today: false });
    const restart = await t.call(signin.dosign, { token: me.token });
    expect(restart.data).toMatchObject({ points: 5, consecutive: 1, score: 20 });
    t.clock.set(Date.UTC(2026, 5, 10, 12, 0, 0));
  });

  it('gives 50 points a day from the seventh consecutive day', async () => {
    const me = await newUser();
    const points: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      points.push((await t.call(signin.dosign, { token: me.token })).data.points);
      t.clock.advanceSeconds(86_400);
    }
    expect(points).toEqual([5, 10, 15, 20, 25, 30, 50, 50]);
    t.clock.set(Date.UTC(2026, 5, 10, 12, 0, 0));
  });

  it('signs in once when two sign-ins arrive together', async () => {
    const me = await newUser();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.call(signin.dosign, { token: me.token })),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(results.filter((result) => result.body.code === 0)).toHaveLength(3);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.score).toBe(5);
    expect(await t.db.select().from(signins).where(eq(signins.userId, me.id))).toHaveLength(1);
  });
});

describe("sign-in days follow the platform's time zone", () => {
  let shanghai: TestApp;
  beforeAll(async () => {
    shanghai = await createTestApp({ env: { TIME_ZONE: 'Asia/Shanghai' } });
  });
  afterAll(() => shanghai?.close());

  it('turns the day at midnight in TIME_ZONE, not in UTC', async () => {
    // 15:30 UTC on 10 June is 23:30 in Shanghai; 16:30 UTC is already 11 June there.
    shanghai.clock.set(Date.UTC(2026, 5, 10, 15, 30, 0));
    // A new account: the seeded ones have sign-ins on the seed's days, after this clock's.
    const { token } = await newUser(shanghai);
    const first = await shanghai.call(signin.dosign, { token });
    expect(first.data).toMatchObject({ today: '2026-06-10', time_zone: 'Asia/Shanghai' });
    shanghai.clock.set(Date.UTC(2026, 5, 10, 16, 30, 0));
    const second = await shanghai.call(signin.dosign, { token });
    expect(second.body.code, second.body.msg).toBe(1);
    expect(second.data).toMatchObject({ today: '2026-06-11', consecutive: 2 });
  });
});

describe('feedback', () => {
  it('files feedback with images of the caller and lists it with its 72-hour status', async () => {
    const me = await newUser();
    const image = await uploadFor(me.id);
    const added = await t.call(feedbackApi.add, {
      token: me.token,
      body: {
        type: 'function_suggestion',
        content: ' Dark mode please ',
        images: [image],
        contact: 'me@x.io',
      },
    });
    expect(added.body.code, added.body.msg).toBe(1);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, added.data.id));
    expect(row).toMatchObject({ userId: me.id, type: 'suggestion', content: 'Dark mode please' });
    const listed = (await t.call(feedbackApi.lists, { token: me.token })).data;
    expect(listed.data[0]).toMatchObject({
      id: added.data.id,
      type: 'function_suggestion',
      images: [image],
      contact: 'me@x.io',
      status: 'pending',
      reply: '',
      handletime: null,
    });
    t.clock.advanceSeconds(72 * 3600);
    expect((await t.call(feedbackApi.lists, { token: me.token })).data.data[0]!.status).toBe(
      'overdue',
    );
    await t.db
      .update(feedback)
      .set({ status: 'handled', reply: 'Coming soon', handletime: now() })
      .where(eq(feedback.id, added.data.id));
    expect((await t.call(feedbackApi.lists, { token: me.token })).data.data[0]).toMatchObject({
      status: 'handled',
      reply: 'Coming soon',
    });
    t.clock.set(Date.UTC(2026, 5, 10, 12, 0, 0));
    expect((await t.call(feedbackApi.lists, { token: buyer })).data.total).toBe(0);
  });

  it.each([
    ['an unknown type', { type: 'rant' }, 'feedback_type_required', 'type'],
    ['no description', { content: '  ' }, 'feedback_content_required', 'content'],
  ])('refuses %s', async (_name, overrides, _code, field) => {
    const result = await t.call(feedbackApi.add, {
      token: buyer,
      body: { type: 'other', content: 'Something', ...overrides },
    });
    expect(result.body).toMatchObject({ code: 0, data: { field } });
  });

  it("refuses images that are not the caller's uploads, and more than 6", async () => {
    const other = await uploadFor(await idOf('buyer2'));
    const refused = await t.call(feedbackApi.add, {
      token: buyer,
      body: { type: 'other', content: 'x', images: [other] },
    });
    expect([refused.status, refused.body.data]).toEqual([400, { field: 'images' }]);
    const mine = await uploadFor(await idOf('buyer'));
    const tooMany = await t.call(feedbackApi.add, {
      token: buyer,
      body: { type: 'other', content: 'x', images: Array.from({ length: 7 }, () => mine) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('reports', () => {
  it('reports a user, a goods and a shop, and lists them with the target name', async () => {
    const me = await newUser();
    const target = await onSaleGoods(5);
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, target.shopId));
    const [goodsRow] = await t.db.select().from(goods).where(eq(goods.id, target.id));
    const buyer2 = await idOf('buyer2');
    for (const [type, id] of [
      ['user', buyer2],
      ['goods', target.id],
      ['shop', target.shopId],
    ] as const) {
      const result = await t.call(complaint.add, {
        token: me.token,
        body: { type, target_id: id, reason: 'Counterfeit', content: 'Details' },
      });
      expect(result.body.code, result.body.msg).toBe(1);
      t.clock.advanceSeconds(1);
    }
    const listed = (await t.call(complaint.lists, { token: me.token })).data.data;
    expect(listed.map((item) => [item.type, item.target_name, item.status])).toEqual([
      ['shop', shop!.shopname, 'pending'],
      ['goods', goodsRow!.title, 'pending'],
      ['user', 'Brian Buyer', 'pending'],
    ]);
  });

  it.each([
    ['user', 999_999],
    ['goods', 999_999],
    ['shop', 999_999],
  ] as const)('refuses a %s that does not exist', async (type, id) => {
    const result = await t.call(complaint.add, {
      token: buyer,
      body: { type, target_id: id, reason: 'Spam' },
    });
    expect(result.body).toMatchObject({ code: 0, data: { field: 'target_id' } });
    expect(result.body.msg).toBe('The user, goods or shop you are reporting does not exist');
  });

  it('refuses reporting oneself, one’s own shop or goods, and an empty reason', async () => {
    const merchant = await t.login('merchant');
    const merchantId = await idOf('merchant');
    const [own] = await t.db.select().from(shops).where(eq(shops.userId, merchantId));
    const [ownGoods] = await t.db.select().from(goods).where(eq(goods.shopId, own!.id)).limit(1);
    for (const [type, id] of [
      ['user', merchantId],
      ['shop', own!.id],
      ['goods', ownGoods!.id],
    ] as const) {
      const result = await t.call(complaint.add, {
        token: merchant,
        body: { type, target_id: id, reason: 'Spam' },
      });
      expect(result.body).toMatchObject({
        code: 0,
        msg: 'You cannot report yourself or your own shop or goods',
      });
    }
    const empty = await t.call(complaint.add, {
      token: buyer,
      body: { type: 'shop', target_id: own!.id, reason: ' ' },
    });
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'reason' } });
    const badType = await t.call(complaint.add, {
      token: buyer,
      body: { type: 'order', target_id: 1, reason: 'x' },
    });
    expect(badType.status).toBe(400);
  });
});

describe('vouchers', () => {
  it('lists unused, used and expired vouchers apart', async () => {
    const me = await newUser();
    const make = async (name: string, endtime: number) => {
      const [row] = await t.db
        .insert(coupons)
        .values({
          name,
          amount: '3.00',
          threshold: '20.00',
          starttime: now() - 86_400,
          endtime,
          createtime: now(),
        })
        .returning({ id: coupons.id });
      return row!.id;
    };
    const soon = await make('Soon', now() + 3600);
    const later = await make('Later', now() + 7 * 86_400);
    const ended = await make('Ended', now() - 60);
    const used = await make('Used', now() + 86_400);
    const marked = await make('Marked', now() + 86_400);
    await t.db.insert(userCoupons).values([
      { couponId: later, userId: me.id, createtime: now() },
      { couponId: soon, userId: me.id, createtime: now() },
      { couponId: ended, userId: me.id, createtime: now() },
      { couponId: used, userId: me.id, state: 1, usetime: now(), createtime: now() },
      { couponId: marked, userId: me.id, state: 2, createtime: now() },
    ]);
    const names = async (state?: number) =>
      (
        await t.call(coupon.getMyList, {
          token: me.token,
          ...(state === undefined ? {} : { query: { state } }),
        })
      ).data.data.map((item) => [item.name, item.state]);
    expect(await names()).toEqual([
      ['Soon', 0],
      ['Later', 0],
    ]);
    expect(await names(1)).toEqual([['Used', 1]]);
    expect(await names(2)).toEqual([
      ['Marked', 2],
      ['Ended', 2],
    ]);
    const seeded = (await t.call(coupon.getMyList, { token: buyer })).data.data;
    expect(seeded[0]).toMatchObject({ amount: '5.00', threshold: '50.00', state: 0 });
    expect(seeded[0]!.shop_name).not.toBe('');
    const bad = await t.call(coupon.getMyList, { token: buyer, query: { state: 3 } });
    expect(bad.status).toBe(400);
  });
});

describe('notices', () => {
  it('lists notices newest first with the unread count, and marks one or all read', async () => {
    const me = await newUser();
    await t.db.insert(notices).values(
      ['First', 'Second', 'Third'].map((title, index) => ({
        userId: me.id,
        type: 'order',
        title,
        relatedId: index + 1,
        createtime: now() + index,
      })),
    );
    const listed = (await t.call(notice.lists, { token: me.token })).data;
    expect(listed.unread).toBe(3);
    expect(listed.data.map((item) => item.title)).toEqual(['Third', 'Second', 'First']);
    expect(listed.data[0]).toMatchObject({ type: 'order', related_id: 3, is_read: false });
    const one = await t.call(notice.read, { token: me.token, body: { id: listed.data[0]!.id } });
    expect(one.data).toEqual({ unread: 2 });
    expect((await t.call(user.profile, { token: me.token })).data.statistics.notice).toBe(2);
    const all = await t.call(notice.read, { token: me.token, body: {} });
    expect(all.data).toEqual({ unread: 0 });
    const [buyerNotice] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.userId, await idOf('buyer')));
    const foreign = await t.call(notice.read, { token: me.token, body: { id: buyerNotice!.id } });
    expect([foreign.status, foreign.body.code]).toEqual([404, 0]);
    const [still] = await t.db.select().from(notices).where(eq(notices.id, buyerNotice!.id));
    expect(still!.isRead).toBe(false);
  });
});
