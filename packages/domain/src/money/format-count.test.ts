import { describe, expect, it } from 'vitest';
import { formatCount } from './format-money.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1533, '1,533'],
    [1234567, '1,234,567'],
    ['45010', '45,010'],
    [-1200, '-1,200'],
    ['n/a', 'n/a'],
  ])('formatCount(%j) = %s, grouped as money is', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});
