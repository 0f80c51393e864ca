import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@bazaar/domain';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { parseClientFrame, PING_FRAME, type ClientFrame } from './frames.js';

/** Close codes the hub uses (RFC 6455 section 7.4.1). */
export const CLOSE_CODES = {
  /** A binary frame: the protocol is JSON text. */
  unsupportedData: 1003,
  /** The socket broke a rule: its session ended, or it fell too far behind. */
  policyViolation: 1008,
  /**
   * Service restart: this process is stopping (a deploy, a scale-in); reconnect, and the load
   * balancer takes the new socket to another process. The reason is {@link RECONNECT_REASON}.
   */
  serviceRestart: 1012,
} as const;

/** The close reason sent with {@link CLOSE_CODES.serviceRestart}: the reconnect hint. */
export const RECONNECT_REASON = 'server restarting, reconnect';

/**
 * Each socket is pinged once per interval, but not all at once: the sockets are dealt into this
 * many slices, and each heartbeat (a tenth of the interval) pings one slice. A thousand sockets
 * then cost a hundred pings (and presence refreshes) a second instead of a burst of a thousand
 * every ten seconds, which the messages sent meanwhile would wait behind.
 */
export const HEARTBEAT_SLICES = 10;

/** Past this many unsent bytes a socket is too slow to keep up and is closed. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Whom a socket is bound to by `chat/shake`. */
export interface Binding {
  readonly userId: number;
  /** The session of the token that shook: when it ends (logout, expiry) the socket is closed. */
  readonly sessionId: number;
  /** The language of refusals sent over the socket. */
  readonly language: LanguageCode;
}

/** How binding a client id turned out: bound, no open socket has it, or bound to someone else. */
export type BindResult = 'bound' | 'unknown' | 'taken';

/** An open socket of this process. */
export interface LocalClient {
  /** The random id sent in `init` (32 hex digits): knowing it is what allows binding. */
  readonly id: string;
  readonly socket: WebSocket;
  binding: Binding | null;
  /** Answered the last ping. */
  alive: boolean;
  /** Which heartbeat of the interval pings it (0 to {@link HEARTBEAT_SLICES} - 1). */
  readonly slice: number;
  /** Its log: the upgrade request's id (`reqId`, nginx's `X-Request-Id`) and the client id. */
  readonly log: FastifyBaseLogger;
}

/** What the hub tells its owner (presence, frames to act on). */
export interface HubEvents {
  /** A socket closed. */
  clientClosed?(client: LocalClient): void;
  /** The first socket of a user in this process was bound. */
  userOnline?(userId: number): void;
  /** The last socket of a user in this process closed. */
  userOffline?(userId: number): void;
  /** A client sent a frame other than `pong` (a `send`, or an invalid one). */
  frame?(client: LocalClient, frame: Exclude<ClientFrame, { type: 'pong' }> | Invalid): void;
}

type Invalid = { readonly type: 'invalid'; readonly ref: string };

/**
 * The open chat sockets of this process: each gets an `init` frame with a random client id when it
 * opens, is bound to a user by `chat/shake` (a socket never bound receives nothing), is pinged each
 * interval and dropped when it did not answer the previous ping with `pong`. Holds nothing but the
 * live socket handles: messages, unread counts and presence across processes live elsewhere.
 */
export class ChatHub {
  private readonly clients = new Map<string, LocalClient>();
  private readonly users = new Map<number, Set<LocalClient>>();
  private closing = false;
  private accepted = 0;

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly events: HubEvents = {},
  ) {}

  /** Open sockets of this process. */
  get size(): number {
    return this.clients.size;
  }

  /**
   * Takes a new socket and registers it (its owner sends the `init` frame); `log` is the upgrade
   * request's logger.
   */
  accept(socket: WebSocket, log: FastifyBaseLogger = this.logger): LocalClient | null {
    if (this.closing) {
      socket.close(CLOSE_CODES.serviceRestart, RECONNECT_REASON);
      return null;
    }
    const id = randomBytes(16).toString('hex');
    const client: LocalClient = {
      id,
      socket,
      binding: null,
      alive: true,
      slice: this.accepted++ % HEARTBEAT_SLICES,
      log: log.child({ clientId: id }),
    };
    this.clients.set(client.id, client);
    socket.on('message', (data, isBinary) => this.onMessage(client, data, isBinary));
    socket.on('close', () => this.remove(client));
    return client;
  }

  /** The open socket of `clientId` in this process. */
  get(clientId: string): LocalClient | undefined {
    return this.clients.get(clientId);
  }

  /** Binds the socket of `clientId` (in this process) to a user. Binding it again to them is fine. */
  bind(clientId: string, binding: Binding): BindResult {
    const client = this.clients.get(clientId);
    if (!client || client.socket.readyState !== WebSocket.OPEN) return 'unknown';
    if (client.binding && client.binding.userId !== binding.userId) return 'taken';
    client.binding = binding;
    let sockets = this.users.get(binding.userId);
    if (!sockets) {
      sockets = new Set();
      this.users.set(binding.userId, sockets);
    }
    const first = sockets.size === 0;
    sockets.add(client);
    if (first) this.events.userOnline?.(binding.userId);
    return 'bound';
  }

  /** Sends `data` to every socket of `userId` in this process; answers how many got it. */
  deliver(userId: number, data: string): number {
    const sockets = this.users.get(userId);
    if (!sockets) return 0;
    let sent = 0;
    for (const client of sockets) if (this.send(client, data)) sent += 1;
    return sent;
  }

  /** Sends one frame to one socket. */
  sendTo(client: LocalClient, data: string): void {
    this.send(client, data);
  }

  /** Users with a bound socket in this process. */
  onlineUsers(): number[] {
    return [...this.users.keys()];
  }

  /** Every open socket of this process. */
  allClients(): IterableIterator<LocalClient> {
    return this.clients.values();
  }

  /**
   * The heartbeat of one slice: drops each of its sockets that did not answer the previous ping,
   * then pings the others. Answers the sockets still open (pinged).
   */
  heartbeat(slice: number): LocalClient[] {
    const pinged: LocalClient[] = [];
    for (const client of [...this.clients.values()]) {
      if (client.slice !== slice) continue;
      if (!client.alive) {
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.alive = false;
      if (this.send(client, PING_FRAME)) pinged.push(client);
    }
    return pinged;
  }

  /** Closes the sockets bound through one of `sessionIds` (sessions that ended). */
  closeSessions(sessionIds: ReadonlySet<number>, reason: string): void {
    for (const client of this.clients.values()) {
      if (client.binding && sessionIds.has(client.binding.sessionId)) {
        client.socket.close(CLOSE_CODES.policyViolation, reason);
        this.remove(client);
      }
    }
  }

  /**
   * Closes every socket with 1012 (service restart: reconnect) and refuses new ones; a socket that has not finished
   * its closing handshake within `graceMs` is cut.
   */
  async close(graceMs = 1000): Promise<void> {
    this.closing = true;
    const sockets = [...this.clients.values()].map((client) => client.socket);
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CLOSE_CODES.serviceRestart, RECONNECT_REASON);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(closed),
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          for (const socket of sockets) socket.terminate();
          resolve();
        }, graceMs);
      }),
    ]);
    clearTimeout(timer);
    for (const client of [...this.clients.values()]) this.remove(client);
  }

  private send(client: LocalClient, data: string): boolean {
    const { socket } = client;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that reads nothing would make the server hold its frames without end.
      client.log.warn('chat socket too slow, closed');
      socket.close(CLOSE_CODES.policyViolation, 'too slow');
      this.remove(client);
      return false;
    }
    socket.send(data);
    return true;
  }

  private onMessage(client: LocalClient, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      client.socket.close(CLOSE_CODES.unsupportedData, 'text frames only');
      return;
    }
    const frame = parseClientFrame(data.toString());
    if (!frame) return;
    if (frame.type === 'pong') {
      client.alive = true;
      return;
    }
    this.events.frame?.(client, frame);
  }

  private remove(client: LocalClient): void {
    if (this.clients.get(client.id) !== client) return;
    this.clients.delete(client.id);
    const userId = client.binding?.userId;
    if (userId !== undefined) {
      const sockets = this.users.get(userId);
      sockets?.delete(client);
      if (sockets && sockets.size === 0) {
        this.users.delete(userId);
        this.events.userOffline?.(userId);
      }
    }
    this.events.clientClosed?.(client);
  }
}
