export type { StatusTone } from './status-tone.js';
export {
  LEDGER_CHECK_STATES,
  VISIBILITIES,
  VISIBILITY_SUBJECTS,
  ledgerCheckKey,
  ledgerCheckTone,
  visibilityKey,
  visibilityTone,
} from './visibility.js';
export type { LedgerCheckState, Visibility, VisibilitySubject } from './visibility.js';
