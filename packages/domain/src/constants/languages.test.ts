import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from './languages.js';

describe('languages', () => {
  it('lists the 13 codes of the spec with English as default', () => {
    expect(LANGUAGE_CODES).toHaveLength(13);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    ['en', true],
    ['zh-cn', true],
    ['may', true],
    ['spa', true],
    ['es', false],
    ['EN', false],
    [undefined, false],
  ])('isLanguageCode(%s) is %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });
});
