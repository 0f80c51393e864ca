import {
  ChatSendFrame,
  type ChatErrorFrame,
  type ChatFrame,
  type ChatSender,
  type ChatSentFrame,
  type NoticeFrame,
} from '@bazaar/api/contract';
import { Compile } from 'typebox/compile';

/** A push to a user's sockets: a chat message, or an order or system notice. */
export type PushFrame = ChatFrame | NoticeFrame;

/** Every frame the server sends. */
export type ServerFrame =
  | { readonly type: 'init'; readonly client_id: string }
  | { readonly type: 'ping' }
  | PushFrame
  | ChatSentFrame
  | ChatErrorFrame;

/** A frame a client sends: the answer to a ping, or a message to store and deliver. */
export type ClientFrame = { readonly type: 'pong' } | ChatSendFrame;

/** The ping every socket gets each interval (sent as is, so built once). */
export const PING_FRAME = JSON.stringify({ type: 'ping' } satisfies ServerFrame);

/** The compiled check of a `send` frame (every message over a socket goes through it). */
const sendFrame = Compile(ChatSendFrame);

/** The sender of notices: the platform, user id 0. */
export const PLATFORM_SENDER: ChatSender = Object.freeze({
  id: 0,
  name: '',
  avatar: '',
  shop_id: 0,
});

/** A frame as the text sent over the socket. */
export function encodeFrame(frame: ServerFrame): string {
  return JSON.stringify(frame);
}

/**
 * Reads a client's text frame: `pong`, or a `send` that matches the contract's `ChatSendFrame`.
 * Answers `null` for anything else (not JSON, an unknown type), and `invalid` with the `ref` for a
 * `send` that does not match, so the sender can be told.
 */
export function parseClientFrame(
  text: string,
): ClientFrame | { readonly type: 'invalid'; readonly ref: string } | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, ref } = frame as { type?: unknown; ref?: unknown };
  if (type === 'pong') return { type };
  if (type !== 'send') return null;
  if (sendFrame.Check(frame)) return frame;
  return { type: 'invalid', ref: typeof ref === 'string' ? ref.slice(0, 64) : '' };
}
