import type { CoupleInvitation, PagedOf, QueryOf, couple } from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  coupleActions,
  nextCoupleState,
  validateCoupleInvite,
  type CoupleAction,
  type CoupleInvitation as DomainInvitation,
} from '@bazaar/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { PG_ERRORS, pgConstraint, pgErrorCode } from '../../db/errors.js';
import { coupleBindings, couples, shops } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

type CoupleRow = typeof couples.$inferSelect;

/** What a party does (revoking is the platform's). */
type PartyAction = Exclude<CoupleAction, 'revoke'>;

// The domain names the two parties by id; a user has one shop, so the shops' ids name them here.

/** The domain's view of a stored invitation. */
function invitation(row: CoupleRow): DomainInvitation {
  return { state: row.state, inviter_id: row.inviterShopId, invitee_id: row.inviteeShopId };
}

/** Invitations of the shop `shopId` (sent or received). */
function involving(shopId: number) {
  return or(eq(couples.inviterShopId, shopId), eq(couples.inviteeShopId, shopId));
}

const partnerShop = alias(shops, 'partner');

/** Invitations of `shopId` matching `where`, with the other shop, as the shop sees them. */
async function invitationsOf(
  db: Database,
  shopId: number,
  where: ReturnType<typeof and>,
  window?: { limit: number; offset: number },
): Promise<CoupleInvitation[]> {
  const query = db
    .select({
      row: couples,
      shop: { id: partnerShop.id, shopname: partnerShop.shopname, avatar: partnerShop.avatar },
    })
    .from(couples)
    .innerJoin(
      partnerShop,
      or(
        and(eq(couples.inviterShopId, shopId), eq(partnerShop.id, couples.inviteeShopId)),
        and(eq(couples.inviteeShopId, shopId), eq(partnerShop.id, couples.inviterShopId)),
      ),
    )
    .where(and(involving(shopId), where))
    .orderBy(desc(couples.updatetime), desc(couples.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(({ row, shop }) => ({
    id: row.id,
    state: row.state,
    role: row.inviterShopId === shopId ? 'inviter' : 'invitee',
    shop,
    actions: coupleActions(invitation(row), shopId).filter(
      (action): action is PartyAction => action !== 'revoke',
    ),
    createtime: row.createtime,
    updatetime: row.updatetime,
  }));
}

async function invitationOf(db: Database, shopId: number, id: number): Promise<CoupleInvitation> {
  const [found] = await invitationsOf(db, shopId, eq(couples.id, id));
  if (!found) throw new DomainError('not_found');
  return found;
}

/** `couple/lists`: the shop's invitations, newest first, and its bound partner. */
export async function listCouples(
  db: Database,
  shopId: number,
  query: QueryOf<typeof couple.lists>,
): Promise<PagedOf<CoupleInvitation> & { partner: CoupleInvitation['shop'] | null }> {
  const window = pageWindow(query);
  const where = query.state === undefined ? undefined : eq(couples.state, query.state);
  const [data, [total], [partner]] = await Promise.all([
    invitationsOf(db, shopId, where, window),
    db
      .select({ n: count() })
      .from(couples)
      .where(and(involving(shopId), where)),
    invitationsOf(
      db,
      shopId,
      inArray(
        couples.id,
        db
          .select({ id: coupleBindings.coupleId })
          .from(coupleBindings)
          .where(eq(coupleBindings.shopId, shopId)),
      ),
    ),
  ]);
  return { ...pagedAnswer(window, total?.n ?? 0, data), partner: partner?.shop ?? null };
}

/** Runs `work`, answering a refusal instead of the violation of a couple constraint. */
async function refusingConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) throw error;
    const constraint = pgConstraint(error);
    if (constraint === 'couples_one_pending_pair') throw new DomainError('couple_invite_pending');
    if (constraint === 'couple_bindings_pkey') throw new DomainError('couple_already_bound');
    throw error;
  }
}

/**
 * `couple/invite`: the shop invites the open shop `inviteeId` (the domain's
 * `validateCoupleInvite`: not itself, neither bound, no pending invitation between them; the
 * database's unique keys hold the same under concurrent requests).
 */
export async function inviteShop(
  db: Database,
  shopId: number,
  inviteeId: number,
  now: number,
): Promise<CoupleInvitation> {
  return refusingConflicts(() =>
    withTransaction(db, async (tx) => {
      if (inviteeId !== shopId) {
        const [invitee] = await tx
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.id, inviteeId), eq(shops.status, 'normal')));
        if (!invitee) throw new DomainError('not_found');
      }
      const active = await tx
        .select()
        .from(couples)
        .where(
          and(
            inArray(couples.state, ['inviting', 'agreed']),
            or(involving(shopId), involving(inviteeId)),
          ),
        );
      assertValid(validateCoupleInvite(shopId, inviteeId, active.map(invitation)));
      const [row] = await tx
        .insert(couples)
        .values({
          inviterShopId: shopId,
          inviteeShopId: inviteeId,
          state: 'inviting',
          createtime: now,
          updatetime: now,
        })
        .returning({ id: couples.id });
      return invitationOf(tx, shopId, (row as { id: number }).id);
    }),
  );
}

/**
 * `couple/accept|reject|cancel|dissolve`: moves one of the shop's invitations as the domain's
 * `nextCoupleState` allows for the shop's side. Accepting binds both shops (a row each in
 * `couple_bindings`: refused with `couple_already_bound` when either has a partner by then);
 * dissolving unbinds them. Another shops' invitation is `not_found`.
 */
export async function moveCouple(
  db: Database,
  shopId: number,
  id: number,
  action: PartyAction,
  now: number,
): Promise<CoupleInvitation> {
  return refusingConflicts(() =>
    withTransaction(db, async (tx) => {
      const [row] = await tx
        .select()
        .from(couples)
        .where(and(eq(couples.id, id), involving(shopId)))
        .for('update');
      if (!row) throw new DomainError('not_found');
      const state = nextCoupleState(invitation(row), { userId: shopId }, action);
      if (state === 'agreed') {
        const bound = await tx
          .select({ shopId: coupleBindings.shopId })
          .from(coupleBindings)
          .where(inArray(coupleBindings.shopId, [row.inviterShopId, row.inviteeShopId]));
        if (bound.length > 0) throw new DomainError('couple_already_bound');
        await tx.insert(coupleBindings).values([
          { shopId: row.inviterShopId, coupleId: row.id, createtime: now },
          { shopId: row.inviteeShopId, coupleId: row.id, createtime: now },
        ]);
      }
      if (row.state === 'agreed') {
        await tx.delete(coupleBindings).where(eq(coupleBindings.coupleId, row.id));
      }
      await tx.update(couples).set({ state, updatetime: now }).where(eq(couples.id, row.id));
      return invitationOf(tx, shopId, row.id);
    }),
  );
}
