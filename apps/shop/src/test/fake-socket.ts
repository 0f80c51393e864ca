import type { ChatSocket } from '@bazaar/api';

/**
 * A stand-in for the browser's `WebSocket` in tests (installed by `setup.ts`): it never touches
 * the network; a test plays the server through `open()`, `receive()` and `drop()`.
 */
export class FakeWebSocket implements ChatSocket {
  /** Every socket opened since the last `FakeWebSocket.reset()`, oldest first. */
  static instances: FakeWebSocket[] = [];

  /** The latest socket, if any. */
  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  /** Forgets the sockets (after each test). */
  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** Frames the app sent, parsed. */
  readonly sent: unknown[] = [];
  /** True once the app closed it. */
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as unknown);
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepts the connection. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame. */
  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection is lost. */
  drop(): void {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
