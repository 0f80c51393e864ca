import type { AuthLevel, EndpointDefinition } from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { CallInput, DemoUsername, TestApp } from '../harness.js';

/**
 * The authorization matrix: one entry per endpoint registered on the app, kept in one file per
 * area under `entries/` (the test loads every file there). `authorization.test.ts` fails when an
 * endpoint has no entry, when an entry names no registered endpoint, when an entry's access does
 * not fit the endpoint's auth level, and when a call is not refused as the entry says.
 *
 * The refusal rule (docs/API.md, "Authorization"): a logged-in caller who asks for another user's
 * or another shop's record by id gets **404 `not_found`**, exactly as for an id that does not
 * exist, so ids leak nothing. **403** is only for a caller who lacks the role the endpoint needs
 * (a buyer on a merchant endpoint: `not_merchant`; anyone but an operator on an operator
 * endpoint: `forbidden`). No token (or an expired one) is **401**.
 */

/** What an entry's `input` gets: the app and helpers to reach the seeded demo accounts. */
export interface MatrixContext {
  readonly t: TestApp;
  /** A token of the demo account (logged in once per test run). */
  token(username: DemoUsername): Promise<string>;
  /** The demo account's user id. */
  userId(username: DemoUsername): Promise<number>;
  /** The demo account's shop id (its `shop_auth`), 0 without a shop. */
  shopId(username: DemoUsername): Promise<number>;
}

/** The HTTP status of a refusal in the matrix. */
export type RefusalStatus = 403 | 404;

/**
 * How an endpoint is protected:
 * - `public`: anyone, without a token (auth `public` or `optional`). `input` gives a call that a
 *   visitor makes successfully (code 1); without it the test only checks no 401/403 comes back.
 * - `self`: a logged-in user (auth `user`) acting on their own records only; an id in the input,
 *   if any, names something public (a goods to follow, a shop to report). Checked: 401 without a token.
 * - `own-shop`: a merchant acting on their own shop, without an id of another's (auth `merchant`).
 *   Checked: 401 without a token, 403 for a buyer without a shop.
 * - `owned`: takes the id of a record that `owner` owns. `input` prepares the record (or finds
 *   the seeded one) and answers the call; the owner must succeed with it, another buyer and a
 *   merchant of another shop must get the stated refusals (which must follow the rule above).
 * - `operator`: the platform's tooling (auth `operator`). Checked: 401 without a token, 403 for a
 *   buyer and for a merchant.
 */
export type AuthorizationEntry =
  | {
      readonly access: 'public';
      readonly input?: (ctx: MatrixContext) => Promise<CallInput<EndpointDefinition>>;
    }
  | { readonly access: 'self' }
  | { readonly access: 'own-shop' }
  | {
      readonly access: 'owned';
      /** The demo account that owns the record (a buyer, or a merchant for a shop's record). */
      readonly owner: DemoUsername;
      /** Prepares the owner's record and answers the call to make (query or body, no token). */
      readonly input: (ctx: MatrixContext) => Promise<CallInput<EndpointDefinition>>;
      /** The refusal each other caller gets. */
      readonly refusals: {
        readonly otherBuyer: RefusalStatus;
        readonly otherMerchant: RefusalStatus;
      };
    }
  | { readonly access: 'operator' };

/** One area's entries, by endpoint name (`'address.deladdress'`). */
export type AuthorizationEntries = Readonly<Record<string, AuthorizationEntry>>;

/** Declares an area's entries (typed; the test loads the `entries` export of each file). */
export function defineEntries(entries: AuthorizationEntries): AuthorizationEntries {
  return entries;
}

/** The auth levels each access kind fits. */
const ACCESS_LEVELS: Record<AuthorizationEntry['access'], readonly AuthLevel[]> = {
  public: ['public', 'optional'],
  self: ['user'],
  'own-shop': ['merchant'],
  owned: ['user', 'merchant'],
  operator: ['operator'],
};

/** True when `entry` may describe an endpoint of auth level `level`. */
export function accessFits(entry: AuthorizationEntry, level: AuthLevel): boolean {
  return ACCESS_LEVELS[entry.access].includes(level);
}

/**
 * The refusal the rule demands for a caller of an `owned` endpoint: 403 when the caller lacks the
 * endpoint's role (a buyer without a shop on a merchant endpoint), else 404.
 */
export function ruleRefusal(level: AuthLevel, callerHasShop: boolean): RefusalStatus {
  return level === 'merchant' && !callerHasShop ? 403 : 404;
}

/** The other callers of an `owned` entry: a buyer and a merchant who are not the owner. */
export function otherCallers(owner: DemoUsername): {
  otherBuyer: DemoUsername;
  otherMerchant: DemoUsername;
} {
  return {
    otherBuyer: owner === 'buyer' ? 'buyer2' : 'buyer',
    otherMerchant: owner === 'techhub' ? 'glowbeauty' : 'techhub',
  };
}

/** The matrix helpers over a test app: tokens and ids of the demo accounts, cached. */
export function createMatrixContext(t: TestApp): MatrixContext {
  const tokens = new Map<DemoUsername, Promise<string>>();
  const rows = new Map<DemoUsername, Promise<{ id: number; shopAuth: number }>>();
  const row = (username: DemoUsername) => {
    let found = rows.get(username);
    if (!found) {
      found = t.db
        .select({ id: users.id, shopAuth: users.shopAuth })
        .from(users)
        .where(eq(users.username, username))
        .then(([user]) => {
          if (!user) throw new Error(`no demo user ${username}`);
          return user;
        });
      rows.set(username, found);
    }
    return found;
  };
  return {
    t,
    token(username) {
      let token = tokens.get(username);
      if (!token) {
        token = t.login(username);
        tokens.set(username, token);
      }
      return token;
    },
    userId: async (username) => (await row(username)).id,
    shopId: async (username) => (await row(username)).shopAuth,
  };
}
