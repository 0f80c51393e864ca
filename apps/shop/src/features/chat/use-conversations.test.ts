import { describe, expect, it } from 'vitest';
import { withListedCounts } from './use-conversations.js';

describe('withListedCounts', () => {
  it.each([
    ['takes the counts of the listed conversations', { 5: 1 }, [{ id: 5, count: 3 }], { 5: 3 }],
    ['drops a listed conversation read elsewhere', { 5: 1, 9: 2 }, [{ id: 5, count: 0 }], { 9: 2 }],
    ['adds a listed conversation', {}, [{ id: 5, count: 2 }], { 5: 2 }],
    ['keeps conversations not listed', { 9: 2 }, [], { 9: 2 }],
  ])('%s', (_name, counts, listed, expected) => {
    expect(withListedCounts(counts, listed)).toEqual(expected);
  });

  it('answers the same counts when nothing changes', () => {
    const counts = { 5: 2 };
    expect(
      withListedCounts(counts, [
        { id: 5, count: 2 },
        { id: 6, count: 0 },
      ]),
    ).toBe(counts);
  });
});
