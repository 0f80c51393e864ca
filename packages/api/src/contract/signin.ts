import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';

const Points = Type.Integer({ minimum: 0 });

/**
 * The sign-in card (domain `signInStatus`), by calendar date in the platform's time zone
 * (`time_zone`, the server's `TIME_ZONE`).
 */
export const SignInCard = Type.Object({
  signed_today: Type.Boolean(),
  /** Consecutive days that still count today (0 once a day was missed). */
  consecutive: Points,
  /** Points a sign-in today gives (0 when already signed). */
  today_bonus: Points,
  /** Points ("gold coins") for signing in tomorrow, if the streak is kept. */
  tomorrow_bonus: Points,
  /** The caller's points. */
  score: Points,
  /** Today's date (`YYYY-MM-DD`) in `time_zone`. */
  today: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** The IANA zone the calendar days are counted in. */
  time_zone: Type.String(),
  /** Points by consecutive day (index 0 is day 1; the last value repeats). */
  bonus_table: Type.Array(Points),
  /** The dates signed in this calendar month, in order. */
  dates: Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
/** The sign-in card type. */
export type SignInCard = Static<typeof SignInCard>;

/** GET: the caller's sign-in card. */
export const getSignin = defineEndpoint({
  name: 'signin.getSignin',
  method: 'GET',
  path: '/wanlshop/signin/getSignin',
  auth: 'user',
  response: SignInCard,
});

/**
 * POST: signs in for today: the streak goes on from yesterday or starts at 1, and its points are
 * added to the caller's score with a score-log row. Refused `already_signed_today` the second time.
 */
export const dosign = defineEndpoint({
  name: 'signin.dosign',
  method: 'POST',
  path: '/wanlshop/signin/dosign',
  auth: 'user',
  body: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({
    ...SignInCard.properties,
    /** Points this sign-in earned. */
    points: Type.Integer({ minimum: 1 }),
  }),
});

/** The sign-in endpoints, by action: `bindEndpoints(client, signin)`. */
export const signin = { getSignin, dosign } as const;
