import type { BindResult, Binding, ChatHub, LocalClient } from './hub.js';

/**
 * How frames reach users and client ids get bound across the server's processes. Alone, a process
 * only knows its own sockets ({@link createLocalBus}); with Redis, every process finds the
 * processes that hold a user's sockets (`createRedisBus`).
 */
export interface ChatBus {
  /** Sends `data` (an encoded frame) to every bound socket of `userId`, in whatever process. */
  toUser(userId: number, data: string): Promise<void>;
  /**
   * Binds the socket of `clientId`, in whatever process holds it, to a user. Once it answers
   * `bound`, frames sent to the user reach that socket.
   */
  bind(clientId: string, binding: Binding): Promise<BindResult>;
  /** Starts listening (Redis subscriptions). */
  start(): Promise<void>;
  /**
   * Keeps this process's presence fresh for some of its sockets and users (one heartbeat's slice;
   * every socket and user comes up once per ping interval).
   */
  refresh(clients: readonly LocalClient[], userIds: readonly number[]): Promise<void>;
  /** Stops listening and forgets this process's presence. */
  close(): Promise<void>;
}

/** One process alone: users and client ids are those of its own sockets. */
export function createLocalBus(hub: ChatHub): ChatBus {
  return {
    async toUser(userId, data) {
      hub.deliver(userId, data);
    },
    async bind(clientId, binding) {
      return hub.bind(clientId, binding);
    },
    start: async () => undefined,
    refresh: async () => undefined,
    close: async () => undefined,
  };
}
