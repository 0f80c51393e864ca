import { describe, expect, it } from 'vitest';
import { validateReply } from './comment.js';

describe('validateReply', () => {
  it.each([
    ['Thank you!', true],
    ['  ', false],
    ['', false],
  ])('%j -> %s', (content, ok) => {
    expect(validateReply(content)).toMatchObject(
      ok ? { ok: true } : { ok: false, code: 'reply_required', field: 'content' },
    );
  });
});
