import { admin, merchant, shopApply, user, type EndpointDefinition } from '@bazaar/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '../http/register-endpoint.js';
import { uploadImageAs } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { applicationForm, registerUser, type NewUser } from '../test/merchant-helpers.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  adminToken = await t.login('admin');
});
afterAll(() => t?.close());

const QUALIFICATIONS = ['name', 'id_type', 'number', 'mobile', 'email', 'image'] as const;
const SHOP_INFO = ['shopname', 'bio', 'avatar'] as const;

/** The form's fields of one step. */
function pick<K extends string>(form: Record<string, string>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, form[key]])) as Record<K, string>;
}

describe('the merchant application', () => {
  let applicant: NewUser;
  let form: Awaited<ReturnType<typeof applicationForm>>;

  beforeAll(async () => {
    applicant = await registerUser(t, 'mia_chen');
    form = await applicationForm(t, applicant.id, 'Mia Home');
  });

  const submit = (body: Record<string, unknown>, token = applicant.token) =>
    t.call(shopApply.submit, { token, body });

  it('is null before the user applies', async () => {
    const result = await t.call(shopApply.get, { token: applicant.token });
    expect(result.body).toMatchObject({ code: 1, data: null });
  });

  it.each([
    ['name', { name: ' ' }, 'application_field_required'],
    ['id_type', { id_type: 'library_card' }, 'application_field_required'],
    ['number', { number: '' }, 'application_field_required'],
    ['mobile', { mobile: '' }, 'application_field_required'],
    ['email', { email: 'mia.example.com' }, 'email_invalid'],
    ['image', { image: '' }, 'application_field_required'],
  ])('refuses qualifications without a valid %s', async (field, change, code) => {
    const result = await submit({
      step: 'qualifications',
      ...pick(form, QUALIFICATIONS),
      ...change,
    });
    expect(result.body).toMatchObject({ code: 0, data: { field } });
    expect(result.body.msg).toBe(
      code === 'email_invalid'
        ? 'Please enter a valid email address'
        : 'Please fill in all required fields',
    );
  });

  it("refuses a picture that is not the applicant's own upload", async () => {
    const others = await uploadImageAs(t, (await registerUser(t, 'someone_else')).id);
    for (const image of [others, 'https://example.com/id.png', '/uploads/missing.png']) {
      const result = await submit({ step: 'qualifications', ...pick(form, QUALIFICATIONS), image });
      expect(result.status).toBe(400);
      expect(result.body.data).toEqual({ field: 'image' });
    }
  });

  it("refuses another step's field in a step", async () => {
    const result = await submit({
      step: 'qualifications',
      ...pick(form, QUALIFICATIONS),
      shopname: 'x',
    });
    expect(result.status).toBe(400);
    expect(result.body.data).toEqual({ field: 'shopname' });
  });

  it('refuses the shop step before the qualifications', async () => {
    const result = await submit({ step: 'shop_info', ...pick(form, SHOP_INFO) });
    expect(result.body.msg).toBe(
      'This step is not available for the application in its current status',
    );
    expect((await t.call(shopApply.get, { token: applicant.token })).data).toBeNull();
  });

  it('moves through the steps: qualifications (0 -> 1), corrected (1 -> 1), shop (1 -> 2)', async () => {
    const first = await submit({ step: 'qualifications', ...pick(form, QUALIFICATIONS) });
    expect(first.data).toMatchObject({
      verify: 1,
      name: 'Mia Chen',
      id_type: 'passport',
      shop_id: 0,
    });

    const corrected = await submit({
      step: 'qualifications',
      ...pick(form, QUALIFICATIONS),
      id_type: 'driver_licence',
      number: ' D-998877 ',
    });
    expect(corrected.data).toMatchObject({
      id: first.data.id,
      verify: 1,
      id_type: 'driver_licence',
      number: 'D-998877',
    });

    const shop = await submit({ step: 'shop_info', ...pick(form, SHOP_INFO), bio: '' });
    expect(shop.body).toMatchObject({ code: 0, data: { field: 'bio' } });
    const submitted = await submit({ step: 'shop_info', ...pick(form, SHOP_INFO) });
    expect(submitted.data).toMatchObject({ verify: 2, shopname: 'Mia Home', refuse_reason: '' });
    expect((await t.call(shopApply.get, { token: applicant.token })).data).toEqual(submitted.data);
  });

  it('cannot be changed while it awaits review', async () => {
    for (const body of [{ step: 'qualifications', ...pick(form, QUALIFICATIONS) }, form]) {
      const result = await submit(body);
      expect(result.body.code).toBe(0);
      expect(result.body.msg).toBe(
        'This step is not available for the application in its current status',
      );
    }
  });

  it('waits in the operator queue, oldest first, with the applicant', async () => {
    const list = await t.call(admin.applications, { token: adminToken });
    expect(list.data.data.map((item) => item.user.username)).toContain('mia_chen');
    const other = await t.call(admin.applications, { token: adminToken, query: { verify: 3 } });
    expect(other.data.data.every((item) => item.verify === 3)).toBe(true);
    expect(other.data.total).toBeGreaterThanOrEqual(6);
  });

  it('is rejected only with a reason, and the applicant sees why', async () => {
    const { id } = (await t.call(shopApply.get, { token: applicant.token })).data!;
    const bare = await t.call(admin.reviewApplication, {
      token: adminToken,
      body: { id, approve: false, reason: '  ' },
    });
    expect(bare.body.msg).toBe('Please give a reason for the rejection');

    const rejected = await t.call(admin.reviewApplication, {
      token: adminToken,
      body: { id, approve: false, reason: 'The ID photo is blurred' },
    });
    expect(rejected.data).toMatchObject({
      verify: 4,
      refuse_reason: 'The ID photo is blurred',
      shop_id: 0,
    });
    expect(rejected.data.reviewtime).toBe((t.clock.now().getTime() / 1000) | 0);
    const seen = await t.call(shopApply.get, { token: applicant.token });
    expect(seen.data).toMatchObject({ verify: 4, refuse_reason: 'The ID photo is blurred' });

    const again = await t.call(admin.reviewApplication, {
      token: adminToken,
      body: { id, approve: true },
    });
    expect(again.body.msg).toBe(
      'This step is not available for the application in its current status',
    );
  });

  it('can be submitted again after a rejection, then is approved: the user gets a shop', async () => {
    const resubmitted = await submit(form);
    expect(resubmitted.data).toMatchObject({ verify: 2, refuse_reason: '' });

    const approved = await t.call(admin.reviewApplication, {
      token: adminToken,
      body: { id: resubmitted.data.id, approve: true },
    });
    expect(approved.data.verify).toBe(3);
    const shopId = approved.data.shop_id;
    expect(shopId).toBeGreaterThan(0);

    const refreshed = await t.call(user.refresh, { token: applicant.token });
    expect(refreshed.data.userinfo.shop_auth).toBe(shopId);
    const token = refreshed.data.userinfo.token;
    expect((await t.call(user.profile, { token })).data.userinfo.shop_auth).toBe(shopId);
    const shop = await t.call(merchant.shop, { token });
    expect(shop.data).toMatchObject({
      id: shopId,
      shopname: 'Mia Home',
      avatar: form.avatar,
      description: form.bio,
      status: 'normal',
      goods_count: 0,
    });
    applicant = { ...applicant, token };
  });

  it('allows one shop per user', async () => {
    const again = await submit(form);
    expect(again.body.msg).toBe('You already have a shop');
    const seeded = await submit(form, await t.login('merchant'));
    expect(seeded.body.msg).toBe('You already have a shop');
  });

  it('answers 404 for an unknown application', async () => {
    const result = await t.call(admin.reviewApplication, {
      token: adminToken,
      body: { id: 999_999, approve: true },
    });
    expect(result.status).toBe(404);
  });
});

describe('a user without a shop', () => {
  it('gets 403 and the non-merchant message from every merchant endpoint', async () => {
    const { token } = await registerUser(t, 'no_shop');
    const merchantEndpoints = [...listEndpoints(t.app).values()].filter(
      (endpoint: EndpointDefinition) => endpoint.auth === 'merchant',
    );
    expect(merchantEndpoints.length).toBeGreaterThan(20);
    for (const endpoint of merchantEndpoints) {
      const result = await t.call(endpoint, { token, body: {}, query: {} });
      expect({
        name: endpoint.name,
        status: result.status,
        code: result.body.code,
        msg: result.body.msg,
      }).toEqual({
        name: endpoint.name,
        status: 403,
        code: 403,
        msg: 'This account is not a merchant',
      });
    }
  });
});

describe('the operator role', () => {
  it('is not a field a user can set', async () => {
    const { key, code } = await t.captcha();
    const registered = await t.call(user.register, {
      body: {
        username: 'sneaky',
        password: 'secret12',
        confirm: 'secret12',
        code,
        key,
        role: 'operator',
      },
    });
    expect(registered.status).toBe(400);

    const buyer = await t.login('buyer');
    const edited = await t.call(user.editProfile, { token: buyer, body: { role: 'operator' } });
    expect(edited.status).toBe(400);
    expect(edited.body.data).toEqual({ field: 'role' });
    expect((await t.call(user.profile, { token: buyer })).data.userinfo.role).toBe('user');
    expect((await t.call(admin.applications, { token: buyer })).status).toBe(403);
  });
});
