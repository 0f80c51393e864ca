import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PING_FRAME } from './frames.js';
import { ChatHub, HEARTBEAT_SLICES } from './hub.js';

/** The part of a `ws` socket the hub uses, recording what it was sent. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  pong() {
    this.emit('message', Buffer.from('{"type":"pong"}'), false);
  }
}

const logger = {
  warn: () => undefined,
  child: () => logger,
} as unknown as FastifyBaseLogger;

function hubWith(count: number) {
  const hub = new ChatHub(logger);
  const sockets = Array.from({ length: count }, () => new FakeSocket());
  for (const socket of sockets) hub.accept(socket as unknown as WebSocket);
  return { hub, sockets };
}

const pings = (socket: FakeSocket) => socket.sent.filter((data) => data === PING_FRAME).length;

describe('the chat hub heartbeat', () => {
  it('pings one slice of the sockets at a time, every socket once per round', () => {
    const { hub, sockets } = hubWith(HEARTBEAT_SLICES * 3);
    expect(hub.heartbeat(0)).toHaveLength(3);
    expect(sockets.filter((socket) => pings(socket) === 1)).toHaveLength(3);
    for (let slice = 1; slice < HEARTBEAT_SLICES; slice += 1) hub.heartbeat(slice);
    expect(sockets.map(pings)).toEqual(sockets.map(() => 1));
  });

  it('drops a socket of the slice that did not answer its last ping, keeps one that did', () => {
    const { hub, sockets } = hubWith(2 * HEARTBEAT_SLICES);
    const [silent, answering] = sockets.filter((_, index) => index % HEARTBEAT_SLICES === 0) as [
      FakeSocket,
      FakeSocket,
    ];
    hub.heartbeat(0);
    answering.pong();
    const pinged = hub.heartbeat(0);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(pinged.map((client) => client.socket)).toEqual([answering]);
    expect(hub.size).toBe(2 * HEARTBEAT_SLICES - 1);
  });
});
