import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS } from './application-step.js';
import {
  applicationActions,
  applicationListEmptyKey,
  applicationStatus,
  applicationStatusTextKeys,
  applicationStepKey,
  applicationSteps,
} from './application-view.js';

describe('applicationStatus: one tone for both viewers, each in its own words', () => {
  it.each([
    ['qualifications', 'seller', 'merchant:apply.state.qualifications', 'grey'],
    ['shop_info', 'seller', 'merchant:apply.state.shop_info', 'grey'],
    ['submitted', 'seller', 'merchant:apply.state.submitted', 'orange'],
    ['approved', 'seller', 'merchant:apply.state.approved', 'green'],
    ['rejected', 'seller', 'merchant:apply.state.rejected', 'red'],
    ['qualifications', 'platform', 'merchant:apply.state.qualifications', 'grey'],
    ['shop_info', 'platform', 'merchant:apply.state.shop_info', 'grey'],
    ['submitted', 'platform', 'admin:applications.tab.submitted', 'orange'],
    ['approved', 'platform', 'admin:applications.tab.approved', 'green'],
    ['rejected', 'platform', 'admin:applications.tab.rejected', 'red'],
  ] as const)('%s for the %s: %s, %s', (state, viewer, labelKey, tone) => {
    expect(applicationStatus(state, viewer)).toEqual({ labelKey, tone });
  });
});

describe('applicationActions: who may do what', () => {
  it.each([
    ['qualifications', 'seller', []],
    ['shop_info', 'seller', []],
    ['submitted', 'seller', []],
    ['approved', 'seller', ['enter_console']],
    ['rejected', 'seller', ['resubmit']],
    ['qualifications', 'platform', []],
    ['shop_info', 'platform', []],
    ['submitted', 'platform', ['reject', 'approve']],
    ['approved', 'platform', []],
    ['rejected', 'platform', []],
  ] as const)('%s, the %s: %j', (state, viewer, actions) => {
    expect(applicationActions(state, viewer)).toEqual(actions);
  });
});

describe('application steps', () => {
  it.each([
    ['qualifications', 'merchant:apply.steps.qualifications'],
    ['shop_info', 'merchant:apply.steps.shop_info'],
    ['status', 'merchant:apply.steps.review'],
  ] as const)('%s is labelled %s', (step, key) => {
    expect(applicationStepKey(step)).toBe(key);
  });

  it.each([
    ['qualifications', ['current', 'todo', 'todo']],
    ['shop_info', ['done', 'current', 'todo']],
    ['status', ['done', 'done', 'current']],
  ] as const)('at %s: %j', (current, marks) => {
    const steps = applicationSteps(current);
    expect(steps.map((step) => step.step)).toEqual(APPLICATION_STEPS);
    expect(steps.map((step) => step.mark)).toEqual(marks);
  });
});

describe('the texts of a reviewed application', () => {
  it.each([
    ['submitted', 'admin:applications.empty_queue'],
    ['approved', 'admin:applications.empty'],
    ['rejected', 'admin:applications.empty'],
  ] as const)('%s', (state, emptyKey) => {
    expect(applicationStatusTextKeys(state)).toEqual({
      titleKey: `merchant:apply.status.${state}.title`,
      textKey: `merchant:apply.status.${state}.text`,
    });
    expect(applicationListEmptyKey(state)).toBe(emptyKey);
  });
});
