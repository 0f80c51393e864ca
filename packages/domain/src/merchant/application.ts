import type { StatusTone } from '../status/status-tone.js';
import { DomainError } from '../errors/errors.js';
import { nameFromWire } from '../wire/wire.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/**
 * The merchant application's `verify` values by name, in wire order (API contract): 0 filling in
 * the qualifications, 1 filling in the shop, 2 submitted and awaiting review, 3 approved,
 * 4 rejected (may be resubmitted).
 */
export const APPLICATION_STATES = [
  'qualifications',
  'shop_info',
  'submitted',
  'approved',
  'rejected',
] as const;

/** A merchant application state. */
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The name of a `verify` number; throws `unknown_state` outside 0 to 4. */
export function applicationStateFromWire(value: number): ApplicationState {
  return nameFromWire(APPLICATION_STATES, value, 0, 'unknown_state', { state: String(value) });
}

/** The wire `verify` number of a state. */
export function applicationStateToWire(state: ApplicationState): number {
  return APPLICATION_STATES.indexOf(state);
}

/** The i18n key of an application state (`merchant:apply.state.submitted`). */
export function applicationStateKey(state: ApplicationState): string {
  return `merchant:apply.state.${state}`;
}

/**
 * The chip colour of an application state: being filled in grey, awaiting review orange, approved
 * green, rejected red.
 */
export function applicationStateTone(state: ApplicationState): StatusTone {
  switch (state) {
    case 'qualifications':
    case 'shop_info':
      return 'grey';
    case 'submitted':
      return 'orange';
    case 'approved':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return state satisfies never;
  }
}

/** The states the platform reviews an application in (its `verify` 2, 3 and 4). */
export type ReviewedApplicationState = Extract<
  ApplicationState,
  'submitted' | 'approved' | 'rejected'
>;

/** The platform's review states, the queue first. */
export const REVIEWED_APPLICATION_STATES: readonly ReviewedApplicationState[] = [
  'submitted',
  'approved',
  'rejected',
];

/** True for a state the platform has (or had) to review. */
export function isReviewedApplicationState(
  state: ApplicationState,
): state is ReviewedApplicationState {
  return (REVIEWED_APPLICATION_STATES as readonly string[]).includes(state);
}

/** The platform's label key of a reviewed application's state (`admin:applications.tab.approved`). */
export function applicationReviewKey(state: ReviewedApplicationState): string {
  return `admin:applications.tab.${state}`;
}

/**
 * What moves an application: the applicant submits the qualifications (0 -> 1), goes back to
 * them (1 -> 0), submits the shop (1 -> 2) or starts again after a rejection (4 -> 0); the
 * platform approves (2 -> 3) or rejects with a reason (2 -> 4).
 */
export type ApplicationAction =
  | { readonly type: 'submit_qualifications' | 'back' | 'submit_shop' | 'resubmit' }
  | { readonly type: 'approve' }
  | { readonly type: 'reject'; readonly reason: string };

const APPLICATION_MOVES: Record<
  ApplicationAction['type'],
  readonly [ApplicationState, ApplicationState]
> = {
  submit_qualifications: ['qualifications', 'shop_info'],
  back: ['shop_info', 'qualifications'],
  submit_shop: ['shop_info', 'submitted'],
  resubmit: ['rejected', 'qualifications'],
  approve: ['submitted', 'approved'],
  reject: ['submitted', 'rejected'],
};

/**
 * The application state after `action`. Throws `application_transition_not_allowed` when the
 * action does not apply to `state`, and `review_reason_required` for a rejection without a reason.
 */
export function nextApplicationState(
  state: ApplicationState,
  action: ApplicationAction,
): ApplicationState {
  const [from, to] = APPLICATION_MOVES[action.type];
  if (state !== from) {
    throw new DomainError('application_transition_not_allowed', { state, action: action.type });
  }
  if (action.type === 'reject' && action.reason.trim() === '') {
    throw new DomainError('review_reason_required');
  }
  return to;
}

/** The identity documents an applicant may give (API contract `id_type`). */
export const ID_TYPES = ['driver_licence', 'personal_number', 'health_card', 'passport'] as const;

/** An identity document type. */
export type IdType = (typeof ID_TYPES)[number];

/** The i18n key of an identity document type (`merchant:apply.id_type.passport`). */
export function idTypeKey(type: IdType): string {
  return `merchant:apply.id_type.${type}`;
}

/** Step 0 of the application: who applies. */
export type QualificationsForm = {
  readonly name: string;
  readonly id_type: string;
  readonly number: string;
  readonly mobile: string;
  readonly email: string;
  /** The holder-ID photo's address. */
  readonly image: string;
};

/** Step 1 of the application: the shop. */
export type ShopInfoForm = {
  readonly shopname: string;
  readonly bio: string;
  /** The shop logo's address. */
  readonly avatar: string;
};

function required(value: string, field: string): ValidationResult {
  return value.trim() === '' ? invalid('application_field_required', field, { field }) : VALID;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The qualifications: every field filled in, a known identity document and a plausible mailbox. */
export function validateQualifications(form: QualificationsForm): ValidationResult {
  return firstInvalid(
    required(form.name, 'name'),
    (ID_TYPES as readonly string[]).includes(form.id_type)
      ? VALID
      : invalid('application_field_required', 'id_type', { field: 'id_type' }),
    required(form.number, 'number'),
    required(form.mobile, 'mobile'),
    EMAIL.test(form.email.trim()) ? VALID : invalid('email_invalid', 'email'),
    required(form.image, 'image'),
  );
}

/** The shop: a name, an introduction and a logo. */
export function validateShopInfo(form: ShopInfoForm): ValidationResult {
  return firstInvalid(
    required(form.shopname, 'shopname'),
    required(form.bio, 'bio'),
    required(form.avatar, 'avatar'),
  );
}
