import { WebSocket } from 'ws';

/** A frame the server sent, parsed (its fields depend on `type`). */
export type ReceivedFrame = { type: string } & Record<string, unknown>;

/** How a test socket is opened. */
export interface TestSocketOptions {
  /** The `Origin` header (browsers send one; none by default, as a native client). */
  readonly origin?: string;
  /** Answer each `ping` with `pong`. @default true */
  readonly answerPings?: boolean;
}

/**
 * A real websocket client of the chat, for tests: keeps every frame received, answers pings (unless
 * told not to), and waits for frames and for the close.
 */
export class TestSocket {
  readonly frames: ReceivedFrame[] = [];
  /** Settles with the close code and reason once the socket closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<{
    match: (frame: ReceivedFrame) => boolean;
    resolve: (f: ReceivedFrame) => void;
  }> = [];

  private constructor(
    readonly ws: WebSocket,
    private answerPings: boolean,
  ) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ReceivedFrame;
      this.frames.push(frame);
      if (frame.type === 'ping' && this.answerPings) this.send({ type: 'pong' });
      for (const waiter of [...this.waiters]) {
        if (waiter.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  }

  /** Opens a socket on `url` and waits for it to be open. Rejects on a refused upgrade. */
  static open(url: string, options: TestSocketOptions = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
    const socket = new TestSocket(ws, options.answerPings ?? true);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => {
        reject(new Error(`upgrade refused: ${response.statusCode}`));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  /** Opens a socket and waits for its `init` frame; answers the socket and its client id. */
  static async connect(url: string, options: TestSocketOptions = {}) {
    const socket = await TestSocket.open(url, options);
    const init = await socket.next((frame) => frame.type === 'init');
    return { socket, clientId: init['client_id'] as string };
  }

  /** Stops (or starts) answering pings. */
  setAnswerPings(answer: boolean): void {
    this.answerPings = answer;
  }

  /** Sends a JSON frame. */
  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  /**
   * The first frame matching `match`, received already or within `timeoutMs`; a frame already
   * received is taken only once.
   */
  next(match: (frame: ReceivedFrame) => boolean, timeoutMs = 5000): Promise<ReceivedFrame> {
    const index = this.frames.findIndex((frame) => match(frame) && !this.taken.has(frame));
    if (index >= 0) {
      const frame = this.frames[index] as ReceivedFrame;
      this.taken.add(frame);
      return Promise.resolve(frame);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no matching frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (frame: ReceivedFrame) => {
        clearTimeout(timer);
        this.taken.add(frame);
        resolve(frame);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Frames of `type` received so far. */
  ofType(type: string): ReceivedFrame[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  /** Closes the socket (and waits for it). */
  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close();
    else if (this.ws.readyState !== WebSocket.CLOSED) this.ws.terminate();
    await this.closed;
  }

  private readonly taken = new WeakSet<ReceivedFrame>();
}
