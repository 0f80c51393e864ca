import type { ScreenRegistry } from './types.js';

/** The screens of the merchant application, couple shops and the merchant area (/mt). */
export const MERCHANT_SCREENS: ScreenRegistry = {
  user_apply: () => import('../../../routes/apply/index.js').then((m) => m.ApplyScreen),
  user_couple: () => import('../../../routes/couple/index.js').then((m) => m.CoupleScreen),
  user_couple_records: () =>
    import('../../../routes/couple-records/index.js').then((m) => m.CoupleRecordsScreen),
};
