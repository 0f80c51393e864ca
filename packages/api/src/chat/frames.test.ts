import { describe, expect, it } from 'vitest';
import { parseServerFrame } from './frames.js';

const push = {
  type: 'chat',
  id: 1,
  to_id: 2,
  form: { id: 3, name: 'Shop', avatar: '', shop_id: 4 },
  message: { type: 'text', content: { text: 'Hi' } },
  createtime: 1_700_000_000,
};

describe('parseServerFrame', () => {
  it.each([
    ['init', '{"type":"init","client_id":"abc"}', { type: 'init', client_id: 'abc' }],
    ['ping', '{"type":"ping","extra":1}', { type: 'ping' }],
    ['a chat push', JSON.stringify(push), push],
    ['an order push', JSON.stringify({ ...push, type: 'order' }), { ...push, type: 'order' }],
    ['init without a client id', '{"type":"init"}', null],
    ['init with an empty client id', '{"type":"init","client_id":""}', null],
    ['an unknown type', '{"type":"typing"}', null],
    ['text that is not JSON', 'hello', null],
    ['JSON that is not an object', '42', null],
    ['null', 'null', null],
    ['binary data', new ArrayBuffer(2), null],
  ])('reads %s', (_name, data, expected) => {
    expect(parseServerFrame(data)).toEqual(expected);
  });
});
