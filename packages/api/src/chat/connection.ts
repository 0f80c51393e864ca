import {
  nextReconnectAttempt,
  nextUnread,
  markConversationRead,
  NO_UNREAD,
  type UnreadCounts,
} from '@bazaar/domain';
import { parseServerFrame, PONG_FRAME, type ChatPushFrame, type ChatPushType } from './frames.js';

/** The i18n key of the "connection failed, retrying (attempt N)" toast; its value is `count`. */
export const CHAT_CONNECTION_FAILED_KEY = 'common:chat.connection_failed';

/** The pause before each reconnect attempt, in milliseconds. */
export const CHAT_RETRY_DELAY_MS = 3000;

/**
 * The close code of a server that is stopping (a deploy, a scale-in): RFC 6455's "service restart".
 * Its reason is the reconnect hint; the load balancer takes the new socket to another server.
 */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/** The longest pause before reconnecting after a restart hint (spread so sockets do not stampede). */
export const CHAT_RESTART_JITTER_MS = 1000;

/**
 * How long the socket may stay silent before it counts as lost, in milliseconds: the server pings
 * every 10 s, so this is three missed pings.
 */
export const CHAT_HEARTBEAT_TIMEOUT_MS = 30_000;

/** The part of the browser's `WebSocket` the connection uses (a fake in tests). */
export interface ChatSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** Timer functions, injectable for tests. */
export interface ChatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Where the connection is: `connecting` (socket opening), `connected` (open, not yet bound to the
 * user), `ready` (bound by `chat/shake`: messages flow), `retrying` (waiting to reconnect),
 * `failed` (gave up after the reconnect limit) or `closed` (by `close()`).
 */
export type ChatConnectionState =
  'connecting' | 'connected' | 'ready' | 'retrying' | 'failed' | 'closed';

/** How {@link createChatConnection} is set up. */
export interface ChatConnectionOptions {
  /** The websocket address (see {@link chatSocketUrl}). */
  url: string;
  /** Opens a socket. @default (url) => new WebSocket(url) */
  createSocket?: (url: string) => ChatSocket;
  /**
   * Binds the socket to the user: posts `chat/shake` with the client id. Make the call `silent`:
   * a failure counts as a connection failure and is retried with the connection's own toast.
   */
  shake: (clientId: string) => Promise<unknown>;
  /** Stores the client id (the spec's local key for the chat client id). */
  saveClientId?: (clientId: string) => void;
  /** Raised for each `chat`, `order`, `notice`, `service` and `live` push. */
  onEvent: (frame: ChatPushFrame) => void;
  /** Shows a toast: an i18n key and its values. */
  toast: (key: string, values: Record<string, unknown>) => void;
  /** Logs an error (the connection gave up, or a frame could not be read). */
  logError: (message: string, details?: unknown) => void;
  /** True when the user's voice setting is on. */
  isVoiceOn: () => boolean;
  /** Plays the notification sound for a push of `type`. */
  playSound: (type: ChatPushType) => void;
  /** The partner user id of the conversation open on screen, or `null`. */
  getOpenConversationId: () => number | null;
  /** Called when the unread counts change. */
  onUnreadChange?: (counts: UnreadCounts) => void;
  /** Called when the state changes. */
  onStateChange?: (state: ChatConnectionState) => void;
  /** The unread counts to start from (for example the persisted chat state). @default {} */
  initialUnread?: UnreadCounts;
  /** @default globalThis.setTimeout and clearTimeout */
  timers?: ChatTimers;
  /** The pause before each reconnect attempt. @default 3000 */
  retryDelayMs?: number;
  /** Silence after which the socket counts as lost. @default 30000 */
  heartbeatTimeoutMs?: number;
  /** The longest pause before reconnecting after a restart hint. @default 1000 */
  restartJitterMs?: number;
  /** A number in [0, 1) that spreads the restart pause. @default Math.random */
  random?: () => number;
}

/** A running chat connection. */
export interface ChatConnection {
  /** Where the connection is. */
  getState(): ChatConnectionState;
  /** The client id of the current socket, once the server sent `init`. */
  getClientId(): string | null;
  /** Unread messages per conversation. */
  getUnread(): UnreadCounts;
  /** Replaces the unread counts (for example from `chat/lists`). */
  setUnread(counts: UnreadCounts): void;
  /** Clears the unread count of a conversation the user has read. */
  markRead(conversationId: number): void;
  /** Closes the socket and stops every timer and reconnect for good. */
  close(): void;
}

/** The websocket address of the chat on the page's origin: `wss://host/ws` under https. */
export function chatSocketUrl(location: { protocol: string; host: string }, path = '/ws'): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

const defaultTimers: ChatTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function defaultSocket(url: string): ChatSocket {
  return new WebSocket(url);
}

/**
 * Opens the chat connection of spec section 4: on `init` it stores the client id and shakes; it
 * answers `ping` with `pong`; it raises each push as an app event, counts a chat message as unread
 * unless it comes from the open conversation, and plays a sound only when the voice setting is on.
 * When the socket fails it toasts "connection failed, retrying (attempt N)" and reconnects, up to
 * 3 attempts, then logs an error and stops; a successful reconnect starts the count again. A ready
 * socket that the server closes with the restart hint (1012) reconnects quietly after a random
 * pause of up to a second, without counting an attempt.
 */
export function createChatConnection(options: ChatConnectionOptions): ChatConnection {
  const timers = options.timers ?? defaultTimers;
  const createSocket = options.createSocket ?? defaultSocket;
  const retryDelayMs = options.retryDelayMs ?? CHAT_RETRY_DELAY_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? CHAT_HEARTBEAT_TIMEOUT_MS;
  const restartJitterMs = options.restartJitterMs ?? CHAT_RESTART_JITTER_MS;
  const random = options.random ?? Math.random;

  let state: ChatConnectionState = 'connecting';
  let socket: ChatSocket | null = null;
  let clientId: string | null = null;
  let attempts = 0;
  let unread = options.initialUnread ?? NO_UNREAD;
  let retryTimer: unknown = null;
  let heartbeatTimer: unknown = null;

  function setState(next: ChatConnectionState) {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  }

  function setUnreadCounts(next: UnreadCounts) {
    if (next === unread) return;
    unread = next;
    options.onUnreadChange?.(next);
  }

  function stopHeartbeat() {
    if (heartbeatTimer !== null) timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
  }

  function armHeartbeat(current: ChatSocket) {
    stopHeartbeat();
    heartbeatTimer = timers.setTimeout(
      () => fail(current, 'no frame from the server'),
      heartbeatTimeoutMs,
    );
  }

  function dropSocket() {
    stopHeartbeat();
    const current = socket;
    socket = null;
    clientId = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close(1000);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function fail(failed: ChatSocket | null, reason: unknown) {
    if (failed !== socket || state === 'closed') return;
    dropSocket();
    const attempt = nextReconnectAttempt(attempts);
    if (attempt === null) {
      setState('failed');
      options.logError(`Chat connection failed after ${attempts} reconnect attempts.`, reason);
      return;
    }
    attempts = attempt;
    setState('retrying');
    options.toast(CHAT_CONNECTION_FAILED_KEY, { count: attempt });
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      connect();
    }, retryDelayMs);
  }

  /** The server is stopping and hinted a reconnect: no toast, no attempt counted. */
  function restart(closed: ChatSocket) {
    if (closed !== socket || state !== 'ready') return fail(closed, 'restart hint');
    dropSocket();
    setState('retrying');
    retryTimer = timers.setTimeout(
      () => {
        retryTimer = null;
        connect();
      },
      Math.floor(random() * restartJitterMs),
    );
  }

  function onPush(frame: ChatPushFrame) {
    if (frame.type === 'chat') {
      const senderId = frame.form?.id;
      if (typeof senderId === 'number') {
        setUnreadCounts(nextUnread(unread, { senderId }, options.getOpenConversationId()));
      }
    }
    // Live pushes are a broadcast stream, not something addressed to the user: no sound.
    if (frame.type !== 'live' && options.isVoiceOn()) options.playSound(frame.type);
    options.onEvent(frame);
  }

  function onFrame(current: ChatSocket, data: unknown) {
    const frame = parseServerFrame(data);
    if (!frame) {
      options.logError('Unexpected chat frame.', data);
      return;
    }
    switch (frame.type) {
      case 'init': {
        const id = frame.client_id;
        clientId = id;
        options.saveClientId?.(id);
        new Promise((resolve) => resolve(options.shake(id))).then(
          () => {
            if (socket !== current || state === 'closed') return;
            attempts = 0;
            setState('ready');
          },
          (error: unknown) => fail(current, error),
        );
        return;
      }
      case 'ping':
        current.send(PONG_FRAME);
        return;
      case 'chat':
      case 'order':
      case 'notice':
      case 'service':
      case 'live':
        onPush(frame);
        return;
      default:
        frame satisfies never;
    }
  }

  function connect() {
    setState('connecting');
    let current: ChatSocket;
    try {
      current = createSocket(options.url);
    } catch (error) {
      socket = null;
      fail(null, error);
      return;
    }
    socket = current;
    // Also bounds the wait for a socket that never opens.
    armHeartbeat(current);
    current.onopen = () => {
      setState('connected');
      armHeartbeat(current);
    };
    current.onmessage = (event) => {
      armHeartbeat(current);
      onFrame(current, event.data);
    };
    // A failing socket fires `error` then `close`: the close alone handles it.
    current.onclose = (event) =>
      event.code === SERVICE_RESTART_CLOSE_CODE ? restart(current) : fail(current, event);
  }

  connect();

  return {
    getState: () => state,
    getClientId: () => clientId,
    getUnread: () => unread,
    setUnread: setUnreadCounts,
    markRead: (conversationId) => setUnreadCounts(markConversationRead(unread, conversationId)),
    close() {
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
      dropSocket();
      setState('closed');
    },
  };
}
