import type { ChipTone } from '@bazaar/ui';

/** Where a feedback or report stands (the server's `status`, domain `feedbackHandling`). */
export type HandlingState = 'pending' | 'overdue' | 'handled';

/** The label key of a handling status (`user:feedback.status.overdue`). */
export function handlingLabelKey(status: HandlingState): string {
  return `user:feedback.status.${status}`;
}

/** The chip colour of a handling status: waiting orange, late red, answered green. */
export function handlingTone(status: HandlingState): ChipTone {
  switch (status) {
    case 'pending':
      return 'orange';
    case 'overdue':
      return 'red';
    case 'handled':
      return 'green';
    default:
      return status satisfies never;
  }
}
