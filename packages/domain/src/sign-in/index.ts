export { SIGN_IN_BONUS_TABLE, signIn, signInBonus, signInStatus } from './sign-in.js';
export type { SignInRecord, SignInStatus } from './sign-in.js';
