import type { StatusTone } from '../status/status-tone.js';
import type { ApplicationStep } from './application-step.js';
import { APPLICATION_STEPS } from './application-step.js';
import {
  applicationReviewKey,
  applicationStateKey,
  applicationStateTone,
  isReviewedApplicationState,
  type ApplicationState,
  type ReviewedApplicationState,
} from './application.js';

/**
 * Who looks at a merchant application, in the domain's names for the parties: the applicant, who
 * becomes the `seller`, or the `platform` that reviews it.
 */
export type ApplicationViewer = 'seller' | 'platform';

/** The viewers of an application. */
export const APPLICATION_VIEWERS: readonly ApplicationViewer[] = ['seller', 'platform'];

/** An application's status as one viewer reads it: the chip's label key and tone. */
export interface ApplicationStatus {
  readonly labelKey: string;
  readonly tone: StatusTone;
}

/**
 * The status chip of an application for `viewer`: the applicant reads where they stand ("Review
 * failed, please resubmit"), the platform its review ("Rejected"; a state it does not review is
 * named in the applicant's words). One tone for both: being filled in grey, awaiting review
 * orange, approved green, rejected red.
 */
export function applicationStatus(
  state: ApplicationState,
  viewer: ApplicationViewer,
): ApplicationStatus {
  const tone = applicationStateTone(state);
  switch (viewer) {
    case 'seller':
      return { labelKey: applicationStateKey(state), tone };
    case 'platform':
      return {
        labelKey: isReviewedApplicationState(state)
          ? applicationReviewKey(state)
          : applicationStateKey(state),
        tone,
      };
    default:
      return viewer satisfies never;
  }
}

/** The label key of a step of the application (`merchant:apply.steps.review`). */
export function applicationStepKey(step: ApplicationStep): string {
  switch (step) {
    case 'qualifications':
      return 'merchant:apply.steps.qualifications';
    case 'shop_info':
      return 'merchant:apply.steps.shop_info';
    case 'status':
      return 'merchant:apply.steps.review';
    default:
      return step satisfies never;
  }
}

/** Where one step of the application stands against the current one. */
export type ApplicationStepMark = 'done' | 'current' | 'todo';

/** One step of the application's progress. */
export interface ApplicationStepView {
  readonly step: ApplicationStep;
  readonly labelKey: string;
  readonly mark: ApplicationStepMark;
}

/** The application's three steps in order, those before `current` done, the later ones to do. */
export function applicationSteps(current: ApplicationStep): readonly ApplicationStepView[] {
  const at = APPLICATION_STEPS.indexOf(current);
  return APPLICATION_STEPS.map((step, index) => ({
    step,
    labelKey: applicationStepKey(step),
    mark: index < at ? 'done' : index === at ? 'current' : 'todo',
  }));
}

/**
 * What a viewer may do to an application: the applicant enters the merchant console once approved
 * or applies again after a rejection; the platform rejects (with a reason) or approves a submitted
 * one. Nobody else acts on it.
 */
export type ApplicationViewerAction = 'enter_console' | 'resubmit' | 'reject' | 'approve';

/** The actions `viewer` may take on an application in `state`, in the order they are shown. */
export function applicationActions(
  state: ApplicationState,
  viewer: ApplicationViewer,
): readonly ApplicationViewerAction[] {
  switch (viewer) {
    case 'seller':
      return state === 'approved' ? ['enter_console'] : state === 'rejected' ? ['resubmit'] : [];
    case 'platform':
      return state === 'submitted' ? ['reject', 'approve'] : [];
    default:
      return viewer satisfies never;
  }
}

/** The applicant's heading and explanation of a reviewed state (`merchant:apply.status.rejected.title`). */
export function applicationStatusTextKeys(state: ReviewedApplicationState): {
  readonly titleKey: string;
  readonly textKey: string;
} {
  return {
    titleKey: `merchant:apply.status.${state}.title`,
    textKey: `merchant:apply.status.${state}.text`,
  };
}

/** The platform's words for an empty list of one review state: the queue's, or any other tab's. */
export function applicationListEmptyKey(state: ReviewedApplicationState): string {
  switch (state) {
    case 'submitted':
      return 'admin:applications.empty_queue';
    case 'approved':
    case 'rejected':
      return 'admin:applications.empty';
    default:
      return state satisfies never;
  }
}
