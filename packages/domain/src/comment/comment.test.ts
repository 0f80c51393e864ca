import { describe, expect, it } from 'vitest';
import {
  COMMENT_TABS,
  commentGoodRate,
  commentGrade,
  commentInTab,
  commentTabScores,
  validateCommentScore,
  type CommentTab,
} from './comment.js';

describe('review tabs', () => {
  it('are all, good, pertinent, poor', () => {
    expect(COMMENT_TABS.map((tab) => tab.value)).toEqual(['all', 'good', 'pertinent', 'poor']);
  });

  it.each([
    [1, 'poor'],
    [2, 'poor'],
    [3, 'pertinent'],
    [4, 'good'],
    [5, 'good'],
  ] as const)('%d stars is %s', (score, grade) => {
    expect(commentGrade(score)).toBe(grade);
    expect(commentInTab(score, grade)).toBe(true);
    expect(commentInTab(score, 'all')).toBe(true);
    const { min, max } = commentTabScores(grade);
    expect(score >= min && score <= max).toBe(true);
  });

  it('each score is in exactly one graded tab, and the ranges agree', () => {
    const graded: CommentTab[] = ['good', 'pertinent', 'poor'];
    for (const score of [1, 2, 3, 4, 5]) {
      expect(graded.filter((tab) => commentInTab(score, tab))).toHaveLength(1);
    }
    expect(commentTabScores('all')).toEqual({ min: 1, max: 5 });
    expect(commentTabScores('poor')).toEqual({ min: 1, max: 2 });
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
    [Number.NaN, false],
  ])('score %d valid: %s', (score, ok) => {
    expect(validateCommentScore(score).ok).toBe(ok);
  });
});

describe('good rate', () => {
  it.each([
    [0, 0, '100'],
    [3, 3, '100'],
    [0, 4, '0'],
    [1, 3, '33'],
    [2, 3, '67'],
    [1, 8, '13'],
    [199, 200, '100'],
    [197, 200, '99'],
    [5, 3, '100'],
  ])('%i good of %i -> %s %%', (good, total, rate) => {
    expect(commentGoodRate(good, total)).toBe(rate);
  });
});
