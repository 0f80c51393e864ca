import { describe, expect, it } from 'vitest';
import { markConversationRead, NO_UNREAD, nextUnread, totalUnread } from './unread.js';

describe('nextUnread', () => {
  it.each([
    ['counts a message from a closed conversation', {}, 7, null, { 7: 1 }],
    ['adds to an existing count', { 7: 2 }, 7, null, { 7: 3 }],
    ['counts when another conversation is open', { 7: 2 }, 7, 9, { 7: 3 }],
    ['does not count the open conversation', { 7: 2 }, 7, 7, { 7: 2 }],
    ['does not count the open conversation from zero', {}, 7, 7, {}],
    ['keeps other conversations', { 3: 1 }, 7, null, { 3: 1, 7: 1 }],
    ['ignores a sender id of zero', { 3: 1 }, 0, null, { 3: 1 }],
    ['ignores a negative sender id', {}, -4, null, {}],
    ['ignores a fractional sender id', {}, 1.5, null, {}],
  ])('%s', (_name, counts, senderId, open, expected) => {
    expect(nextUnread(counts, { senderId }, open)).toEqual(expected);
  });

  it('returns the same object when nothing changes, and never mutates', () => {
    const counts = Object.freeze({ 7: 2 });
    expect(nextUnread(counts, { senderId: 7 }, 7)).toBe(counts);
    expect(nextUnread(counts, { senderId: 8 }, null)).not.toBe(counts);
    expect(counts).toEqual({ 7: 2 });
  });
});

describe('markConversationRead', () => {
  it.each([
    ['removes the conversation', { 7: 2, 3: 1 }, 7, { 3: 1 }],
    ['keeps counts without the conversation', { 3: 1 }, 7, { 3: 1 }],
    ['empties the last one', { 7: 5 }, 7, {}],
  ])('%s', (_name, counts, id, expected) => {
    expect(markConversationRead(counts, id)).toEqual(expected);
  });

  it('returns the same object when the conversation had nothing unread', () => {
    expect(markConversationRead(NO_UNREAD, 7)).toBe(NO_UNREAD);
  });
});

describe('totalUnread', () => {
  it.each([
    [NO_UNREAD, 0],
    [{ 7: 1 }, 1],
    [{ 7: 2, 3: 5 }, 7],
  ])('totals %o as %d', (counts, expected) => {
    expect(totalUnread(counts)).toBe(expected);
  });
});
