import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, moneyColumn, unixTimeColumn } from './columns.js';

/** Accounts. `role` is set by the platform only (never by a user); `shop_auth` is the shop id or 0. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull().default(''),
    /** argon2id hash of the login password. */
    passwordHash: text('password_hash').notNull(),
    /** argon2id hash of the payment password (starts equal to the login password, hashed apart). */
    payPasswordHash: text('pay_password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    bio: text('bio').notNull().default(''),
    lineAccount: text('line_account').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    role: text('role', { enum: ['user', 'operator'] })
      .notNull()
      .default('user'),
    /** Wallet balance in the base currency. */
    money: moneyColumn('money'),
    /** Points. */
    score: integer('score').notNull().default(0),
    /** The id of the user's approved shop, 0 without one (spec: shop_auth 0 means no shop). */
    shopAuth: integer('shop_auth').notNull().default(0),
    /** This user's own invitation code, given to others as `agent` at registration. */
    inviteCode: text('invite_code').notNull(),
    /** The user who invited this one (registration `agent`). */
    agentId: integer('agent_id'),
    status: text('status', { enum: ['normal', 'locked'] })
      .notNull()
      .default('normal'),
    logintime: unixTimeColumn('logintime'),
    loginip: text('loginip').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    check('users_money_not_negative', sql`${t.money} >= 0`),
    check('users_score_not_negative', sql`${t.score} >= 0`),
    check('users_gender_known', sql`${t.gender} in (0, 1, 2)`),
    check('users_role_known', sql`${t.role} in ('user', 'operator')`),
    check('users_status_known', sql`${t.status} in ('normal', 'locked')`),
  ],
);

/** Login sessions: only the SHA-256 of a token is kept, so a leaked table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
    expiretime: unixTimeColumn('expiretime').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expiretime_idx').on(t.expiretime),
  ],
);

/** Captcha challenges: the answer's hash, kept in the database so any server process can verify. */
export const captchas = pgTable(
  'captchas',
  {
    /** A random public key the client sends back with the answer. */
    key: text('key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    /** Wrong answers so far; the challenge is dropped at the limit. */
    attempts: integer('attempts').notNull().default(0),
    createtime: unixTimeColumn('createtime').notNull(),
    expiretime: unixTimeColumn('expiretime').notNull(),
  },
  (t) => [index('captchas_expiretime_idx').on(t.expiretime)],
);

/** Fixed-window counters for rate limits when no Redis is configured (login per account and IP...). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends (unix seconds). */
    resettime: unixTimeColumn('resettime').notNull(),
  },
  (t) => [index('rate_limits_resettime_idx').on(t.resettime)],
);

/** Shipping addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** The country's id in the domain's dial-code list (`hk`, `us_ca`...). */
    country: text('country').notNull(),
    /** Its dial code (86, 852, 81, 1...). */
    areaCode: integer('area_code').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Daily sign-ins: one row per user and day (`day` counts days since 1970-01-01 in the server zone). */
export const signins = pgTable(
  'signins',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    /** Consecutive days including this one. */
    consecutive: integer('consecutive').notNull(),
    /** Points earned by this sign-in. */
    score: integer('score').notNull(),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [uniqueIndex('signins_user_day_key').on(t.userId, t.day)],
);

/** Every change of a user's points, with the balance before and after. */
export const scoreLog = pgTable(
  'score_log',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    type: text('type').notNull(),
    memo: text('memo').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('score_log_user_idx').on(t.userId, t.createtime),
    check('score_log_after_not_negative', sql`${t.after} >= 0`),
  ],
);

/** Notices (the user's message list); `type` order, notice or system. */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('notice'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** What the notice is about (an order id...), by `type`. */
    relatedId: integer('related_id'),
    isRead: boolean('is_read').notNull().default(false),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.isRead)],
);

/** Feedback (`type` one of four kinds), handled within 72 hours. */
export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['abnormal', 'experience', 'suggestion', 'other'] }).notNull(),
    content: text('content').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: ['pending', 'handled'] })
      .notNull()
      .default('pending'),
    reply: text('reply').notNull().default(''),
    handletime: unixTimeColumn('handletime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId),
    index('feedback_status_idx').on(t.status, t.createtime),
    check(
      'feedback_type_known',
      sql`${t.type} in ('abnormal', 'experience', 'suggestion', 'other')`,
    ),
    check('feedback_status_known', sql`${t.status} in ('pending', 'handled')`),
  ],
);

/** Reports about a user, goods or shop, handled within 72 hours. */
export const complaints = pgTable(
  'complaints',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['user', 'goods', 'shop'] }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    content: text('content').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['pending', 'handled'] })
      .notNull()
      .default('pending'),
    reply: text('reply').notNull().default(''),
    handletime: unixTimeColumn('handletime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId),
    index('complaints_status_idx').on(t.status, t.createtime),
    check('complaints_type_known', sql`${t.type} in ('user', 'goods', 'shop')`),
    check('complaints_status_known', sql`${t.status} in ('pending', 'handled')`),
  ],
);

/** A user's application to open a shop; `verify` 0 qualifications .. 4 rejected (API.md). */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    idType: text('id_type', {
      enum: ['driver_licence', 'personal_number', 'health_card', 'passport'],
    }),
    number: text('number').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    shopname: text('shopname').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** Holder-ID photo (an upload URL). */
    image: text('image').notNull().default(''),
    /** Shop logo (an upload URL). */
    avatar: text('avatar').notNull().default(''),
    verify: smallint('verify').notNull().default(0),
    refuseReason: text('refuse_reason').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewtime: unixTimeColumn('reviewtime'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('merchant_applications_user_key').on(t.userId),
    index('merchant_applications_verify_idx').on(t.verify),
    check('merchant_applications_verify_known', sql`${t.verify} between 0 and 4`),
  ],
);
