import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX_LENGTH, validateChatText } from './message.js';

describe('validateChatText', () => {
  it.each([
    ['a word', 'hello', null],
    ['markup, kept as text', '<b>hi</b>', null],
    ['one character', 'a', null],
    ['the longest text', 'x'.repeat(CHAT_TEXT_MAX_LENGTH), null],
    ['the longest text in emoji (counted by code point)', '😀'.repeat(CHAT_TEXT_MAX_LENGTH), null],
    ['an empty text', '', 'chat_message_empty'],
    ['spaces and line breaks only', ' \n\t ', 'chat_message_empty'],
    ['one character too many', 'x'.repeat(CHAT_TEXT_MAX_LENGTH + 1), 'chat_message_too_long'],
  ])('%s', (_name, text, code) => {
    const result = validateChatText(text);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it('names the field and the limit', () => {
    expect(validateChatText('x'.repeat(CHAT_TEXT_MAX_LENGTH + 1), 'message.content.text')).toEqual({
      ok: false,
      code: 'chat_message_too_long',
      messageKey: 'errors:chat_message_too_long',
      field: 'message.content.text',
      details: { max: CHAT_TEXT_MAX_LENGTH },
    });
  });
});
