import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { CommentItem, CommentTab } from './catalogue.js';
import { Empty, Id, Money, Paged, PageQuery, Timestamp } from './schemas.js';

/**
 * The user as the app shows it (`userinfo`). `shop_auth` is the user's shop id, 0 without a shop
 * (spec: 0 means no shop authorisation); `role` is `operator` for platform operators.
 */
const userInfoProperties = {
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  /** An image URL (`/uploads/...`), '' for none. */
  avatar: Type.String(),
  /** 0 unknown, 1 male, 2 female. */
  gender: Type.Integer({ minimum: 0, maximum: 2 }),
  bio: Type.String(),
  line_account: Type.String(),
  /** Wallet balance. */
  money: Money,
  /** Points. */
  score: Type.Integer({ minimum: 0 }),
  shop_auth: Type.Integer({ minimum: 0 }),
  role: Type.Union([Type.Literal('user'), Type.Literal('operator')]),
  /** The code others give as `agent` when this user invites them. */
  invite_code: Type.String(),
  createtime: Timestamp,
  /** The previous login, null before the first one. */
  logintime: Type.Union([Timestamp, Type.Null()]),
};

/** `userinfo` without a token (profile reads). */
export const UserInfo = Type.Object(userInfoProperties);
/** The `userinfo` type. */
export type UserInfo = Static<typeof UserInfo>;

/** `userinfo` of login, register and refresh: with the token and its lifetime in seconds. */
export const SessionUserInfo = Type.Object({
  ...userInfoProperties,
  /** Send it in the `token` header. */
  token: Type.String(),
  /** Seconds until the token expires (refresh before). */
  expires_in: Type.Integer({ minimum: 0 }),
});
/** The `userinfo` type with its token. */
export type SessionUserInfo = Static<typeof SessionUserInfo>;

/** Counts for the user centre: orders by state and the user's collections. */
export const UserStatistics = Type.Object({
  order: Type.Object({
    /** Pending payment (state 1). */
    pay: Type.Integer({ minimum: 0 }),
    /** Pending shipment (state 2). */
    delive: Type.Integer({ minimum: 0 }),
    /** Shipped, pending receipt (state 3). */
    receiving: Type.Integer({ minimum: 0 }),
    /** Received, pending review (state 4). */
    evaluate: Type.Integer({ minimum: 0 }),
    /** Refunds in progress (after-sales). */
    customer: Type.Integer({ minimum: 0 }),
  }),
  dynamic: Type.Object({
    /** Favourite goods. */
    collection: Type.Integer({ minimum: 0 }),
    /** Followed shops. */
    concern: Type.Integer({ minimum: 0 }),
    footprint: Type.Integer({ minimum: 0 }),
    /** Unused vouchers. */
    coupon: Type.Integer({ minimum: 0 }),
  }),
  /** Unread notices. */
  notice: Type.Integer({ minimum: 0 }),
});
/** The statistics type. */
export type UserStatistics = Static<typeof UserStatistics>;

/** The answer of login, register and refresh. */
export const SessionAnswer = Type.Object({ userinfo: SessionUserInfo, statistics: UserStatistics });
/** The session answer type. */
export type SessionAnswer = Static<typeof SessionAnswer>;

/** A captcha challenge: show `image`, send `key` back with the typed `code`. */
export const Captcha = Type.Object({
  key: Type.String(),
  /** A PNG as a data URL (`data:image/png;base64,...`). */
  image: Type.String(),
  /** Seconds the challenge stays valid. */
  expires_in: Type.Integer({ minimum: 1 }),
});

/** Length bounds that only stop abuse: the spec's limits are checked by the domain rules (code 0). */
const FormText = Type.String({ maxLength: 64 });

/** GET: a new captcha image (public). */
export const captcha = defineEndpoint({
  name: 'user.captcha',
  method: 'GET',
  path: '/wanlshop/user/captcha',
  auth: 'public',
  response: Captcha,
});

/** POST: checks a captcha answer without using it up (the registration form checks as you type). */
export const verifyCaptcha = defineEndpoint({
  name: 'user.verifyCaptcha',
  method: 'POST',
  path: '/wanlshop/user/captcha',
  auth: 'public',
  body: Type.Object(
    { key: Type.String({ maxLength: 64 }), code: FormText },
    { additionalProperties: false },
  ),
  response: Empty,
});

/**
 * Registers and logs in: username 3-12, password 6-12, `confirm` equal to it, the captcha `code`
 * with its `key`, and an optional `agent` (the inviter's `invite_code`). The payment password starts
 * equal to the login password.
 */
export const register = defineEndpoint({
  name: 'user.register',
  method: 'POST',
  path: '/wanlshop/user/register',
  auth: 'public',
  body: Type.Object(
    {
      username: FormText,
      password: FormText,
      confirm: FormText,
      code: FormText,
      key: Type.String({ maxLength: 64 }),
      agent: Type.Optional(Type.String({ maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
  response: SessionAnswer,
});

/** Logs in with the username (`account`, any letter case) and password. Rate-limited (429). */
export const login = defineEndpoint({
  name: 'user.login',
  method: 'POST',
  path: '/wanlshop/user/login',
  auth: 'public',
  body: Type.Object({ account: FormText, password: FormText }, { additionalProperties: false }),
  response: SessionAnswer,
});

/** Exchanges the valid token of the `token` header for a fresh one; the old one stops working. */
export const refresh = defineEndpoint({
  name: 'user.refresh',
  method: 'POST',
  path: '/wanlshop/user/refresh',
  auth: 'user',
  body: Empty,
  response: SessionAnswer,
});

/** Ends the token of the `token` header. */
export const logout = defineEndpoint({
  name: 'user.logout',
  method: 'POST',
  path: '/wanlshop/user/logout',
  auth: 'user',
  body: Empty,
  response: Empty,
});

/** GET: the logged-in user and the user-centre counts (POST on the same path edits the profile). */
export const profile = defineEndpoint({
  name: 'user.profile',
  method: 'GET',
  path: '/wanlshop/user/profile',
  auth: 'user',
  response: Type.Object({ userinfo: UserInfo, statistics: UserStatistics }),
});

/**
 * Uploads one image (multipart field `file`): jpg, jpeg or png, recognised by its bytes, within the
 * size limit (413 beyond). Answers the URL to store (`/uploads/<generated name>`).
 */
export const upload = defineEndpoint({
  name: 'common.upload',
  method: 'POST',
  path: '/common/upload',
  auth: 'user',
  multipart: true,
  response: Type.Object({ url: Type.String(), name: Type.String() }),
});

/**
 * POST: edits the caller's profile; only the fields sent change. `avatar` is the URL of one of the
 * caller's uploads (`/uploads/...`), `nickname` 1 to 20 characters, `gender` 0 unknown, 1 male,
 * 2 female. Answers the updated `userinfo`.
 */
export const editProfile = defineEndpoint({
  name: 'user.editProfile',
  method: 'POST',
  path: '/wanlshop/user/profile',
  auth: 'user',
  body: Type.Object(
    {
      avatar: Type.Optional(Type.String({ maxLength: 200 })),
      nickname: Type.Optional(FormText),
      gender: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
      bio: Type.Optional(Type.String({ maxLength: 255 })),
      line_account: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ userinfo: UserInfo }),
});

/**
 * POST: changes the login (`type: 'login'`) or payment (`type: 'pay'`) password: `oldpassword` is
 * the current one of that type, `newpassword` follows the password rule (6 to 12 characters) and
 * `confirm`, when sent, must equal it. A new login password ends the caller's other sessions.
 * Wrong old passwords are rate-limited per user (429).
 */
export const resetpwd = defineEndpoint({
  name: 'user.resetpwd',
  method: 'POST',
  path: '/wanlshop/user/resetpwd',
  auth: 'user',
  body: Type.Object(
    {
      type: Type.Enum(['login', 'pay']),
      oldpassword: FormText,
      newpassword: FormText,
      confirm: Type.Optional(FormText),
    },
    { additionalProperties: false },
  ),
  response: Empty,
});

/** A change of the caller's points: `score` signed, the balance `before` and `after`. */
export const ScoreLogItem = Type.Object({
  id: Id,
  /** What changed the points: `signin` (daily sign-in)... */
  type: Type.String(),
  score: Type.Integer(),
  before: Type.Integer({ minimum: 0 }),
  after: Type.Integer({ minimum: 0 }),
  memo: Type.String(),
  createtime: Timestamp,
});
/** The ScoreLogItem type. */
export type ScoreLogItem = Static<typeof ScoreLogItem>;

/** POST: the caller's point changes, newest first (paged by `page` and `limit` in the body). */
export const scoreLog = defineEndpoint({
  name: 'user.scoreLog',
  method: 'POST',
  path: '/wanlshop/user/scoreLog',
  auth: 'user',
  body: Type.Object(PageQuery, { additionalProperties: false }),
  response: Paged(ScoreLogItem),
});

/** A review the caller wrote, with the goods it is about. */
export const MyCommentItem = Type.Object({
  ...CommentItem.properties,
  goods: Type.Object({ id: Id, title: Type.String(), image: Type.String() }),
});
/** The MyCommentItem type. */
export type MyCommentItem = Static<typeof MyCommentItem>;

/** GET: the caller's reviews, newest first, by tab (`state`, default `all`). */
export const comment = defineEndpoint({
  name: 'user.comment',
  method: 'GET',
  path: '/wanlshop/user/comment',
  auth: 'user',
  query: Type.Object({
    ...PageQuery,
    state: Type.Optional(CommentTab),
  }),
  response: Paged(MyCommentItem),
});

/** The user endpoints, by action: `bindEndpoints(client, user)`. */
export const user = {
  captcha,
  verifyCaptcha,
  register,
  login,
  refresh,
  logout,
  profile,
  editProfile,
  resetpwd,
  scoreLog,
  comment,
} as const;
