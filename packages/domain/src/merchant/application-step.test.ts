import { describe, expect, it } from 'vitest';
import { applicationStep } from './application-step.js';
import type { ApplicationState } from './application.js';

describe('applicationStep: the view of the merchant application', () => {
  it.each<[ApplicationState | null, string | undefined, string]>([
    [null, undefined, 'qualifications'],
    [null, 'shop_info', 'qualifications'],
    [null, 'status', 'qualifications'],
    ['qualifications', undefined, 'qualifications'],
    ['qualifications', 'shop_info', 'qualifications'],
    ['shop_info', undefined, 'shop_info'],
    ['shop_info', 'qualifications', 'qualifications'],
    ['shop_info', 'status', 'shop_info'],
    ['submitted', undefined, 'status'],
    ['submitted', 'qualifications', 'status'],
    ['submitted', 'shop_info', 'status'],
    ['approved', undefined, 'status'],
    ['approved', 'qualifications', 'status'],
    ['rejected', undefined, 'status'],
    ['rejected', 'qualifications', 'qualifications'],
    ['rejected', 'shop_info', 'status'],
    ['rejected', 'nonsense', 'status'],
  ])('state %s, asked %s: %s', (state, requested, expected) => {
    expect(applicationStep(state, requested)).toBe(expected);
  });
});
