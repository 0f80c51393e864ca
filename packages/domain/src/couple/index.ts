export {
  COUPLE_STATES,
  coupleActions,
  coupleStateKey,
  isCoupleActive,
  nextCoupleState,
  validateCoupleInvite,
} from './couple.js';
export type { CoupleAction, CoupleActor, CoupleInvitation, CoupleState } from './couple.js';
