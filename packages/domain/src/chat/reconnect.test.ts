import { describe, expect, it } from 'vitest';
import { CHAT_RECONNECT_LIMIT, nextReconnectAttempt } from './reconnect.js';

describe('nextReconnectAttempt', () => {
  it('allows three attempts, as the spec says', () => {
    expect(CHAT_RECONNECT_LIMIT).toBe(3);
  });

  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, null],
    [4, null],
  ])('after %d failed attempts the next is %s', (attempts, expected) => {
    expect(nextReconnectAttempt(attempts)).toBe(expected);
  });

  it.each([
    [0, 0, null],
    [0, 1, 1],
    [1, 1, null],
  ])('after %d attempts with limit %d the next is %s', (attempts, limit, expected) => {
    expect(nextReconnectAttempt(attempts, limit)).toBe(expected);
  });
});
