import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/** The review tabs (spec section 2, API `state=`): all, good (4-5 stars), pertinent (3), poor (1-2). */
export const COMMENT_TABS = [
  { value: 'all', labelKey: 'common:tabs.all' },
  { value: 'good', labelKey: 'shop:comment_tabs.good' },
  { value: 'pertinent', labelKey: 'shop:comment_tabs.pertinent' },
  { value: 'poor', labelKey: 'shop:comment_tabs.poor' },
] as const;

/** A review tab's value. */
export type CommentTab = (typeof COMMENT_TABS)[number]['value'];

/** The grade of a score: the tab a review of `score` stars belongs to. */
export function commentGrade(score: number): 'good' | 'pertinent' | 'poor' {
  if (score >= 4) return 'good';
  return score === 3 ? 'pertinent' : 'poor';
}

/** True when a review of `score` stars shows under `tab`. */
export function commentInTab(score: number, tab: CommentTab): boolean {
  return tab === 'all' || commentGrade(score) === tab;
}

/** The score range of a tab, for a database query (`all` is 1 to 5). */
export function commentTabScores(tab: CommentTab): { readonly min: number; readonly max: number } {
  switch (tab) {
    case 'all':
      return { min: 1, max: 5 };
    case 'good':
      return { min: 4, max: 5 };
    case 'pertinent':
      return { min: 3, max: 3 };
    case 'poor':
      return { min: 1, max: 2 };
    default:
      return tab satisfies never;
  }
}

/** A review's score is a whole number of stars from 1 to 5. */
export function validateCommentScore(score: number): ValidationResult {
  return Number.isInteger(score) && score >= 1 && score <= 5
    ? VALID
    : invalid('comment_score_invalid', 'score');
}

/**
 * The share of good reviews (4-5 stars) as a whole percentage, rounded half up (`"96"`); `"100"`
 * for a goods without reviews, as shops show it.
 */
export function commentGoodRate(good: number, total: number): string {
  if (total <= 0) return '100';
  const bounded = Math.min(Math.max(good, 0), total);
  return String(Math.floor((bounded * 200 + total) / (2 * total)));
}

/** A reply (a shop's to a review, the platform's to a feedback or report) needs some text. */
export function validateReply(content: string): ValidationResult {
  return content.trim() === '' ? invalid('reply_required', 'content') : VALID;
}
