import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/** The kinds of chat message a user can send (spec section 3; `unknown` is only ever received). */
export const CHAT_MESSAGE_TYPES = ['text', 'img', 'voice', 'goods', 'order'] as const;

/** A kind of chat message. */
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The longest text message, in characters (code points). The product's rule; the spec sets none. */
export const CHAT_TEXT_MAX_LENGTH = 1000;

/** The longest voice message, in seconds. The product's rule; the spec sets none. */
export const CHAT_VOICE_MAX_SECONDS = 60;

/**
 * A text message: not blank (spaces and line breaks alone say nothing), at most
 * {@link CHAT_TEXT_MAX_LENGTH} characters. The text is kept as typed, never trimmed or escaped:
 * it is shown as text, never as HTML.
 */
export function validateChatText(text: string, field = 'text'): ValidationResult {
  if (text.trim() === '') return invalid('chat_message_empty', field);
  if ([...text].length > CHAT_TEXT_MAX_LENGTH) {
    return invalid('chat_message_too_long', field, { max: CHAT_TEXT_MAX_LENGTH });
  }
  return VALID;
}
