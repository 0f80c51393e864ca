import { admin, shopApply, user } from '@bazaar/api/contract';
import { expect } from 'vitest';
import { uploadImageAs } from './finance.js';
import type { TestApp } from './harness.js';

/** A user registered through HTTP: their token and id. */
export interface NewUser {
  readonly token: string;
  readonly id: number;
  readonly username: string;
}

/** Registers a new user (password `secret12`) through HTTP. */
export async function registerUser(t: TestApp, username: string): Promise<NewUser> {
  const { key, code } = await t.captcha();
  const result = await t.call(user.register, {
    body: { username, password: 'secret12', confirm: 'secret12', code, key },
  });
  expect(result.body.msg).toBe('');
  return { token: result.data.userinfo.token, id: result.data.userinfo.id, username };
}

/** A complete application form whose pictures are `userId`'s uploads. */
export async function applicationForm(t: TestApp, userId: number, shopname: string) {
  return {
    name: 'Mia Chen',
    id_type: 'passport',
    number: 'E12345678',
    mobile: '+65 9123 4567',
    email: 'mia@example.com',
    image: await uploadImageAs(t, userId),
    shopname,
    bio: 'Everyday goods at fair prices.',
    avatar: await uploadImageAs(t, userId),
  };
}

/**
 * Registers a user, files their whole application and has the operator (`adminToken`) approve it;
 * answers the user and their new shop's id.
 */
export async function newMerchant(
  t: TestApp,
  username: string,
  adminToken: string,
): Promise<NewUser & { shopId: number }> {
  const applicant = await registerUser(t, username);
  const submitted = await t.call(shopApply.submit, {
    token: applicant.token,
    body: await applicationForm(t, applicant.id, `${username} shop`),
  });
  expect(submitted.body.msg).toBe('');
  const reviewed = await t.call(admin.reviewApplication, {
    token: adminToken,
    body: { id: submitted.data.id, approve: true },
  });
  expect(reviewed.body.msg).toBe('');
  return { ...applicant, shopId: reviewed.data.shop_id };
}
