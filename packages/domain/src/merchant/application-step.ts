import type { ApplicationState } from './application.js';

/**
 * The views of the merchant application (`/user/apply/:step?`): the qualifications form, the
 * shop form, and the status of a submitted, approved or rejected application.
 */
export const APPLICATION_STEPS = ['qualifications', 'shop_info', 'status'] as const;

/** A view of the merchant application. */
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/**
 * The view to show for an application in `state` (`null`: never applied) when the address asks
 * for `requested`. Each state has its own view: the qualifications form before anything is
 * given (null, 0), the shop form at 1, the status from 2 on. The qualifications may also be
 * asked for while they can still change: at 1 (going back to correct them) and at 4 (a rejected
 * application submitted again). Any other request shows the state's own view, so an address can
 * never skip a step or reopen a submitted application.
 */
export function applicationStep(
  state: ApplicationState | null,
  requested?: string | null,
): ApplicationStep {
  const own: ApplicationStep =
    state === null || state === 'qualifications'
      ? 'qualifications'
      : state === 'shop_info'
        ? 'shop_info'
        : 'status';
  if (requested === 'qualifications' && (state === 'shop_info' || state === 'rejected')) {
    return 'qualifications';
  }
  return own;
}
