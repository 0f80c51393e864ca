export {
  COUPLE_MOVES,
  COUPLE_STATES,
  coupleActions,
  coupleMoveKeys,
  coupleRoleKey,
  coupleStateKey,
  coupleStateTone,
  isCoupleActive,
  nextCoupleState,
  validateCoupleInvite,
} from './couple.js';
export type {
  CoupleAction,
  CoupleActor,
  CoupleInvitation,
  CoupleMove,
  CoupleRole,
  CoupleState,
} from './couple.js';
