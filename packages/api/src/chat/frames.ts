/** The push types the server sends over the chat socket, each raised as an app event. */
export const CHAT_PUSH_TYPES = ['chat', 'order', 'notice', 'service', 'live'] as const;

/** A push type: a chat message, an order change, a notice, a customer-service message, a live push. */
export type ChatPushType = (typeof CHAT_PUSH_TYPES)[number];

/** Who sent a pushed message (`form` on the wire). */
export interface ChatSender {
  /** The sender's user id; the conversation is keyed by it. */
  id: number;
  name: string;
  avatar: string;
  /** The sender's shop, 0 when the sender has none. */
  shop_id: number;
}

/** The message of a push: its kind (`text`, `img`, `voice`, `goods`, `order`, ...) and content. */
export interface ChatMessageBody {
  type: string;
  content: unknown;
}

/** A push of API.md's websocket paragraph: a chat message, or an order, notice, service or live push. */
export interface ChatPushFrame {
  type: ChatPushType;
  id: number;
  to_id: number;
  form: ChatSender;
  message: ChatMessageBody;
  /** Unix seconds. */
  createtime: number;
}

/** A frame the server sends: `init` with the socket's client id, `ping`, or a push. */
export type ServerFrame = { type: 'init'; client_id: string } | { type: 'ping' } | ChatPushFrame;

/** The frame the client answers a ping with. */
export const PONG_FRAME = JSON.stringify({ type: 'pong' });

function isPushType(value: unknown): value is ChatPushType {
  return (CHAT_PUSH_TYPES as readonly unknown[]).includes(value);
}

/**
 * Reads a socket message into a frame. Returns `null` for text that is not JSON, a frame of a
 * type this client does not know, or an `init` without a client id.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type } = frame as { type?: unknown };
  if (type === 'ping') return { type };
  if (type === 'init') {
    const clientId = (frame as { client_id?: unknown }).client_id;
    return typeof clientId === 'string' && clientId ? { type, client_id: clientId } : null;
  }
  return isPushType(type) ? (frame as ChatPushFrame) : null;
}
