import type { BodyOf, ChatMessage, chat, ResponseOf } from '@bazaar/api/contract';
import {
  DomainError,
  isDomainError,
  type DomainErrorCode,
  type LanguageCode,
} from '@bazaar/domain';
import type { ServerTranslator } from '@bazaar/i18n';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { unixNow, type Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { createLocalBus, type ChatBus } from './bus.js';
import { resolveMessage } from './content.js';
import { encodeFrame, type ClientFrame, type PushFrame } from './frames.js';
import { ChatHub, HEARTBEAT_SLICES, type LocalClient } from './hub.js';
import { setLivePush } from './live.js';
import { MessageWriter } from './message-writer.js';
import { createRedisBus, type RedisPresence } from './redis-bus.js';
import { offlineMessages } from './store.js';

/** How often every socket is pinged (API.md: every 10 s). */
export const PING_INTERVAL_MS = 10_000;

/** The largest frame a client may send (16 KB); a bigger one closes the socket with 1009. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** What the chat service needs. */
export interface ChatServiceOptions {
  readonly db: Database;
  readonly config: Config;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  readonly rateLimiter: RateLimiter;
  readonly translator: ServerTranslator;
  /** Fan-out and presence across processes when given; one process alone without. */
  readonly redis?: Redis | undefined;
  /** @default {@link PING_INTERVAL_MS} (tests shorten it) */
  readonly pingIntervalMs?: number;
  /** Told of every message sent through this process (metrics). */
  readonly onMessage?: () => void;
}

/** What a message to send names: the contract's `chat/send` body. */
export type SendInput = BodyOf<typeof chat.send>;

/**
 * The chat of one app: its sockets (`hub`), the bus that reaches users in every process, and the
 * group-committing message writer. `chat/shake` binds a socket, `chat/send` (or a `send` frame)
 * stores a message and pushes it to the recipient, `push` sends any frame to a user's sockets
 * (order and system notices use it through `pushAfterCommit`). Every socket is pinged once per ping
 * interval, a slice of them at a time ({@link HEARTBEAT_SLICES}): the heartbeat drops the silent
 * ones, refreshes their presence, and closes those whose session ended.
 */
export class ChatService {
  readonly hub: ChatHub;
  readonly bus: ChatBus;
  readonly writer: MessageWriter;
  private readonly presence: RedisPresence | undefined;
  private readonly pingIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private beating = false;
  private nextSlice = 0;

  constructor(private readonly options: ChatServiceOptions) {
    const { logger, redis, config } = options;
    this.pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
    this.hub = new ChatHub(logger, {
      clientClosed: (client) => this.presence?.clientClosed(client.id),
      userOffline: (userId) => this.presence?.userOffline(userId),
      frame: (client, frame) => this.onFrame(client, frame),
    });
    if (redis) {
      const bus = createRedisBus(this.hub, {
        redis,
        prefix: `${config.redisPrefix}chat:`,
        presenceTtlMs: this.pingIntervalMs * 3,
        logger,
      });
      this.bus = bus;
      this.presence = bus;
    } else {
      this.bus = createLocalBus(this.hub);
    }
    this.writer = new MessageWriter(options.db, logger);
  }

  /** Starts listening to the bus and takes over the live pushes of work on the app's database. */
  async start(): Promise<void> {
    await this.bus.start();
    setLivePush(this.options.db, (userId, frame) => void this.push(userId, frame));
  }

  /**
   * Takes a socket that opened on `/ws`: announces it, then sends its `init` frame. `log` is the
   * upgrade request's logger: the socket's log lines carry its request id.
   */
  accept(socket: WebSocket, log?: FastifyBaseLogger): void {
    const client = this.hub.accept(socket, log);
    if (!client) return;
    this.timer ??= setInterval(
      () => void this.heartbeat(),
      this.pingIntervalMs / HEARTBEAT_SLICES,
    ).unref();
    const init = () => this.hub.sendTo(client, encodeFrame({ type: 'init', client_id: client.id }));
    if (!this.presence) return init();
    this.presence.clientOpened(client.id).then(init, (error: unknown) => {
      client.log.warn({ err: error }, 'chat presence unavailable, socket closed');
      socket.close(1011, 'presence unavailable');
    });
  }

  /**
   * `chat/shake`: binds the socket of `clientId` to the user (whatever process holds it), then
   * answers the unread messages and counts. Refused `chat_client_unknown` when no open socket has
   * that id or it is someone else's.
   */
  async shake(
    user: { readonly id: number; readonly sessionId: number },
    clientId: string,
    language: LanguageCode,
  ): Promise<ResponseOf<typeof chat.shake>> {
    const result = await this.bus.bind(clientId, {
      userId: user.id,
      sessionId: user.sessionId,
      language,
    });
    if (result !== 'bound') throw new DomainError('chat_client_unknown');
    return { client_id: clientId, ...(await offlineMessages(this.options.db, user.id)) };
  }

  /**
   * Sends a message from `senderId`: refused `chat_self` to oneself, `rate_limited` past the
   * configured rate, else checked and resolved (`resolveMessage`), stored, and pushed to the
   * recipient's sockets as a `chat` frame. Answers the stored message. `log` is the request's or
   * the socket's logger (the message's debug line carries its request id).
   */
  async send(
    senderId: number,
    input: SendInput,
    now: number,
    log: FastifyBaseLogger = this.options.logger,
  ): Promise<ChatMessage> {
    const { config, rateLimiter, db } = this.options;
    if (input.to_id === senderId) throw new DomainError('chat_self');
    const limit = await rateLimiter.hit(`chat:send:${senderId}`, config.chatSendWindowSeconds);
    if (limit.hits > config.chatSendLimit) {
      throw new DomainError('rate_limited', { retry_after: limit.retryAfter });
    }
    const body = await resolveMessage(db, senderId, input.message);
    const message = await this.writer.write({
      fromId: senderId,
      toId: input.to_id,
      body,
      createtime: now,
    });
    this.options.onMessage?.();
    log.debug({ message: message.id, from: senderId, to: input.to_id }, 'chat message sent');
    const { is_read: _unread, ...frame } = message;
    await this.push(input.to_id, { type: 'chat', ...frame });
    return message;
  }

  /** Sends `frame` to every socket of `userId`; a failure is logged, never thrown. */
  async push(userId: number, frame: PushFrame): Promise<void> {
    const data = encodeFrame(frame);
    try {
      await this.bus.toUser(userId, data);
    } catch (error) {
      // Without the bus the user's sockets here can still be reached.
      this.options.logger.warn({ err: error }, 'chat push through the bus failed');
      this.hub.deliver(userId, data);
    }
  }

  /**
   * One heartbeat, for the next slice of sockets: drops those that did not answer the last ping and
   * pings the others, refreshes their presence (and that of the slice's users) for this process,
   * and closes those whose session ended (logout, expiry). A heartbeat still running when the next
   * is due makes that one skip its slice (the sockets' presence lasts three intervals).
   */
  async heartbeat(): Promise<void> {
    const slice = this.nextSlice;
    this.nextSlice = (slice + 1) % HEARTBEAT_SLICES;
    if (this.beating) return;
    this.beating = true;
    try {
      const clients = this.hub.heartbeat(slice);
      const users = this.hub.onlineUsers().filter((id) => id % HEARTBEAT_SLICES === slice);
      await this.bus.refresh(clients, users);
      await this.closeEndedSessions(clients);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'chat heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  /** Stops the heartbeat, closes every socket (1012: reconnect), waits for messages in flight, leaves the bus. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.hub.close();
    await this.writer.flush();
    await this.bus.close();
    setLivePush(this.options.db, null);
  }

  private async closeEndedSessions(clients: readonly LocalClient[]): Promise<void> {
    const bound = new Set<number>();
    for (const client of clients) {
      if (client.binding) bound.add(client.binding.sessionId);
    }
    if (bound.size === 0) return;
    const live = await this.options.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(inArray(sessions.id, [...bound]), gt(sessions.expiretime, unixNow(this.options.clock))),
      );
    for (const row of live) bound.delete(row.id);
    if (bound.size > 0) this.hub.closeSessions(bound, 'session ended');
  }

  private onFrame(
    client: LocalClient,
    frame: Exclude<ClientFrame, { type: 'pong' }> | { type: 'invalid'; ref: string },
  ): void {
    const refuse = (code: DomainErrorCode, details?: DomainError['details']) => {
      const language = client.binding?.language ?? 'en';
      const msg = this.options.translator.t(language, `errors:${code}`, details);
      this.hub.sendTo(client, encodeFrame({ type: 'error', ref: frame.ref, code, msg }));
    };
    if (frame.type === 'invalid') return refuse('bad_request');
    const binding = client.binding;
    if (!binding) return refuse('login_required');
    this.send(binding.userId, frame, unixNow(this.options.clock), client.log).then(
      (message) =>
        this.hub.sendTo(
          client,
          encodeFrame({
            type: 'sent',
            ref: frame.ref,
            id: message.id,
            createtime: message.createtime,
          }),
        ),
      (error: unknown) => {
        if (isDomainError(error)) return refuse(error.code, error.details);
        client.log.error({ err: error }, 'chat send over the socket failed');
        refuse('server_error');
      },
    );
  }
}
