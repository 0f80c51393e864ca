import type {
  AdminApplication,
  BodyOf,
  MerchantApplication,
  PagedOf,
  QueryOf,
  admin,
  shopApply,
} from '@bazaar/api/contract';
import {
  DomainError,
  ID_TYPES,
  applicationStateFromWire,
  applicationStateToWire,
  assertValid,
  nextApplicationState,
  validateQualifications,
  validateShopInfo,
  type ApplicationState,
  type IdType,
} from '@bazaar/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { merchantApplications, shops, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

type ApplicationRow = typeof merchantApplications.$inferSelect;
type SubmitBody = BodyOf<typeof shopApply.submit>;

/** The fields of each step of the application form. */
const STEP_FIELDS = {
  qualifications: ['name', 'id_type', 'number', 'mobile', 'email', 'image'],
  shop_info: ['shopname', 'bio', 'avatar'],
} as const;

function idType(value: string | null): MerchantApplication['id_type'] {
  return (ID_TYPES as readonly string[]).includes(value ?? '')
    ? (value as (typeof ID_TYPES)[number])
    : '';
}

/** The wire form of an application; `shopId` the applicant's shop (0 without one). */
function applicationView(row: ApplicationRow, shopId: number): MerchantApplication {
  return {
    id: row.id,
    verify: row.verify,
    name: row.name,
    id_type: idType(row.idType),
    number: row.number,
    mobile: row.mobile,
    email: row.email,
    shopname: row.shopname,
    bio: row.bio,
    image: row.image,
    avatar: row.avatar,
    refuse_reason: row.refuseReason,
    shop_id: shopId,
    createtime: row.createtime,
    updatetime: row.updatetime,
    reviewtime: row.reviewtime,
  };
}

/** `shop/apply` GET: the user's application, null when they never applied. */
export async function getApplication(
  db: Database,
  userId: number,
): Promise<MerchantApplication | null> {
  const [found] = await db
    .select({ row: merchantApplications, shopAuth: users.shopAuth })
    .from(merchantApplications)
    .innerJoin(users, eq(users.id, merchantApplications.userId))
    .where(eq(merchantApplications.userId, userId));
  return found ? applicationView(found.row, found.shopAuth) : null;
}

/**
 * Where a submission takes an application in `state`: the qualifications step may start again
 * after a rejection or go back from the shop step; the shop step follows them.
 */
function targetState(state: ApplicationState, step: SubmitBody['step']): ApplicationState {
  let next = state;
  if (step !== 'shop_info') {
    if (next === 'rejected') next = nextApplicationState(next, { type: 'resubmit' });
    if (next === 'shop_info') next = nextApplicationState(next, { type: 'back' });
    next = nextApplicationState(next, { type: 'submit_qualifications' });
  }
  if (step !== 'qualifications') next = nextApplicationState(next, { type: 'submit_shop' });
  return next;
}

/**
 * `shop/apply` POST: saves a step of the user's application (or the whole form) and moves it on
 * (the domain's `nextApplicationState` and step rules). One application per user, refused for a
 * user who has a shop; images must be the user's own uploads.
 */
export async function submitApplication(
  db: Database,
  userId: number,
  body: SubmitBody,
  now: number,
): Promise<MerchantApplication> {
  const allowed: readonly string[] = body.step
    ? STEP_FIELDS[body.step]
    : [...STEP_FIELDS.qualifications, ...STEP_FIELDS.shop_info];
  const stray = Object.keys(body).find((key) => key !== 'step' && !allowed.includes(key));
  if (stray) throw new DomainError('bad_request', { field: stray });
  const value = (field: keyof SubmitBody) => (body[field] ?? '').trim();

  return withTransaction(db, async (tx) => {
    // The user's row serialises their submissions and the operator's approval.
    const [user] = await tx
      .select({ shopAuth: users.shopAuth })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new DomainError('not_found');
    if (user.shopAuth !== 0) throw new DomainError('already_merchant');
    const [existing] = await tx
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.userId, userId));
    const state = targetState(applicationStateFromWire(existing?.verify ?? 0), body.step);

    const changes: Partial<typeof merchantApplications.$inferInsert> = {};
    if (body.step !== 'shop_info') {
      const form = {
        name: value('name'),
        id_type: value('id_type'),
        number: value('number'),
        mobile: value('mobile'),
        email: value('email'),
        image: value('image'),
      };
      assertValid(validateQualifications(form));
      await assertOwnUploads(tx, userId, [form.image], 'image');
      const { id_type: type, ...rest } = form;
      Object.assign(changes, rest, { idType: type as IdType });
    }
    if (body.step !== 'qualifications') {
      const form = { shopname: value('shopname'), bio: value('bio'), avatar: value('avatar') };
      assertValid(validateShopInfo(form));
      await assertOwnUploads(tx, userId, [form.avatar], 'avatar');
      Object.assign(changes, form);
    }
    const saved = {
      ...changes,
      verify: applicationStateToWire(state),
      refuseReason: '',
      updatetime: now,
    };
    const [row] = existing
      ? await tx
          .update(merchantApplications)
          .set(saved)
          .where(eq(merchantApplications.id, existing.id))
          .returning()
      : await tx
          .insert(merchantApplications)
          .values({ userId, createtime: now, ...saved })
          .returning();
    return applicationView(row as ApplicationRow, 0);
  });
}

const adminFields = {
  row: merchantApplications,
  user: {
    id: users.id,
    username: users.username,
    nickname: users.nickname,
    shopAuth: users.shopAuth,
  },
};

function adminView(found: {
  row: ApplicationRow;
  user: { id: number; username: string; nickname: string; shopAuth: number };
}): AdminApplication {
  const { shopAuth, ...user } = found.user;
  return { ...applicationView(found.row, shopAuth), user };
}

/** `admin/applications`: applications in one `verify` state, the longest waiting first. */
export async function listApplications(
  db: Database,
  query: QueryOf<typeof admin.applications>,
): Promise<PagedOf<AdminApplication>> {
  const window = pageWindow(query);
  const where = eq(merchantApplications.verify, query.verify ?? 2);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminFields)
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.userId))
      .where(where)
      .orderBy(asc(merchantApplications.updatetime), asc(merchantApplications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(merchantApplications).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows.map(adminView));
}

/**
 * `admin/applications/review`: approves a submitted application, opening the applicant's shop
 * (name, logo and introduction from the application) and setting their `shop_auth`, or rejects it
 * with a reason. Decided once (the domain's moves).
 */
export async function reviewApplication(
  db: Database,
  reviewerId: number,
  body: BodyOf<typeof admin.reviewApplication>,
  now: number,
): Promise<AdminApplication> {
  return withTransaction(db, async (tx) => {
    const [application] = await tx
      .select({ id: merchantApplications.id, userId: merchantApplications.userId })
      .from(merchantApplications)
      .where(eq(merchantApplications.id, body.id));
    if (!application) throw new DomainError('not_found');
    // Lock order: the user, then the application (as the applicant's submissions do).
    const [user] = await tx
      .select({ shopAuth: users.shopAuth })
      .from(users)
      .where(eq(users.id, application.userId))
      .for('update');
    const [row] = await tx
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.id, body.id))
      .for('update');
    const current = row as ApplicationRow;
    const reason = (body.reason ?? '').trim();
    const state = nextApplicationState(
      applicationStateFromWire(current.verify),
      body.approve ? { type: 'approve' } : { type: 'reject', reason },
    );
    if (state === 'approved') {
      if (user?.shopAuth !== 0) throw new DomainError('already_merchant');
      const [shop] = await tx
        .insert(shops)
        .values({
          userId: current.userId,
          shopname: current.shopname,
          avatar: current.avatar,
          bio: current.bio,
          description: current.bio,
          createtime: now,
          updatetime: now,
        })
        .returning({ id: shops.id });
      await tx
        .update(users)
        .set({ shopAuth: (shop as { id: number }).id, updatetime: now })
        .where(eq(users.id, current.userId));
    }
    await tx
      .update(merchantApplications)
      .set({
        verify: applicationStateToWire(state),
        refuseReason: state === 'rejected' ? reason : '',
        reviewerId,
        reviewtime: now,
        updatetime: now,
      })
      .where(eq(merchantApplications.id, current.id));
    const [found] = await tx
      .select(adminFields)
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.userId))
      .where(eq(merchantApplications.id, current.id));
    return adminView(found as Parameters<typeof adminView>[0]);
  });
}
