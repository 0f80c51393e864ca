export {
  COUPLE_STATES,
  coupleActions,
  coupleStateKey,
  coupleStateTone,
  isCoupleActive,
  nextCoupleState,
  validateCoupleInvite,
} from './couple.js';
export type { CoupleAction, CoupleActor, CoupleInvitation, CoupleState } from './couple.js';
