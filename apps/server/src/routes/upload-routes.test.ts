import { upload } from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { Raster, hex } from '../images/raster.js';
import { storeUpload, VOICE_MAX_BYTES } from '../services/uploads/uploads.js';
import { mp3, mp4, ogg, webm } from '../test/audio-fixtures.js';
import { createTestApp, multipartFile, type TestApp } from '../test/harness.js';

const LIMIT = 20_000;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  token = await t.login('buyer');
});
afterAll(() => t?.close());

function png(): Buffer {
  const canvas = new Raster(16, 16);
  canvas.gradient(hex('#ff8800'), hex('#0088ff'));
  return canvas.toPng();
}
const jpeg = await sharp({
  create: { width: 12, height: 8, channels: 3, background: '#ff8800' },
})
  .jpeg()
  .toBuffer();

async function send(
  data: Buffer,
  options: Parameters<typeof multipartFile>[1] = {},
  auth: string | null = token,
) {
  const { payload, headers } = multipartFile(data, options);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${upload.path}`,
    payload,
    headers: { ...headers, ...(auth ? { token: auth } : {}) },
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      code: number;
      msg: string;
      data: { url: string; name: string } | null;
    },
  };
}

describe('POST /api/common/upload', () => {
  it.each([
    ['a png', png(), 'avatar.png', 'image/png', /^[0-9a-f]{32}\.png$/],
    ['a jpeg', jpeg, 'photo.jpeg', 'image/jpeg', /^[0-9a-f]{32}\.jpg$/],
    ['a png named .jpg with a wrong type', png(), 'x.jpg', 'application/octet-stream', /\.png$/],
  ])(
    'stores %s under a generated name, typed by its bytes',
    async (_name, data, filename, type, pattern) => {
      const result = await send(data, { filename, type });
      expect(result.body.code).toBe(1);
      expect(result.body.data?.name).toMatch(pattern);
      expect(result.body.data?.url).toBe(`/uploads/${result.body.data?.name}`);
      const [row] = await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.name, result.body.data!.name));
      expect(row?.data.equals(data)).toBe(true);
      expect(row?.userId).toBeGreaterThan(0);
      expect([row?.width, row?.height]).toEqual(filename === 'photo.jpeg' ? [12, 8] : [16, 16]);
    },
  );

  it.each([
    ['a gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif', 'image/gif'],
    [
      'html named .png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'evil.png',
      'image/png',
    ],
    [
      'an svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.png',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    [
      'a png signature over broken data',
      Buffer.concat([png().subarray(0, 8), Buffer.from('not really a picture')]),
      'broken.png',
      'image/png',
    ],
    [
      'a jpeg start over broken data',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('refuses %s by its bytes', async (_name, data, filename, type) => {
    const before = await t.db.$count(uploads);
    const result = await send(data, { filename, type });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'Only JPG, JPEG or PNG images can be uploaded',
      data: { field: 'file' },
    });
    expect(await t.db.$count(uploads)).toBe(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(LIMIT)]);
    const result = await send(big);
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 0, msg: 'The file is too large' });
  });

  it('accepts a file exactly at the limit', async () => {
    const exact = Buffer.concat([png(), Buffer.alloc(LIMIT - png().length)]);
    expect((await send(exact)).body.code).toBe(1);
  });

  it('refuses a form without the file field, and a JSON body', async () => {
    expect((await send(png(), { field: 'picture' })).body.msg).toBe(
      'Please choose a file to upload',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: `/api${upload.path}`,
      payload: { file: 'x' },
      headers: { token },
    });
    expect(json.json()).toMatchObject({ code: 0, msg: 'Please choose a file to upload' });
  });

  it('needs a logged-in user', async () => {
    expect((await send(png(), {}, null)).status).toBe(401);
  });
});

describe('POST /api/common/upload with a voice recording', () => {
  it.each([
    ['webm', webm(), 'audio/webm;codecs=opus', 'audio/webm', 'webm'],
    ['ogg', ogg(), 'audio/ogg', 'audio/ogg', 'ogg'],
    ['mp4', mp4(), 'audio/mp4', 'audio/mp4', 'm4a'],
    ['mp3', mp3(), 'audio/mpeg', 'audio/mpeg', 'mp3'],
    ['mp3 claimed as another audio type', mp3(), 'audio/webm', 'audio/mpeg', 'mp3'],
  ])(
    'stores %s (claimed audio) typed by its bytes',
    async (_name, data, claimed, mime, extension) => {
      const result = await send(data, { filename: 'voice', type: claimed });
      expect(result.body.code, result.body.msg).toBe(1);
      expect(result.body.data?.name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: result.body.data!.url });
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(data)).toBe(true);
    },
  );

  it.each([
    ['an image', png()],
    ['a video', webm([1])],
    ['text', Buffer.from('RIFF....WAVE')],
  ])('refuses %s claimed as audio (voice_format)', async (_name, data) => {
    const before = await t.db.$count(uploads);
    const result = await send(data, { filename: 'voice.webm', type: 'audio/webm' });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'Voice messages must be WebM, Ogg, M4A or MP3 recordings',
      data: { field: 'file' },
    });
    expect(await t.db.$count(uploads)).toBe(before);
  });

  it('refuses a recording claimed as an image, by its bytes (upload_format)', async () => {
    const result = await send(webm(), { filename: 'x.png', type: 'image/png' });
    expect(result.body).toMatchObject({ code: 0, data: { field: 'file' } });
    expect(result.body.msg).toBe('Only JPG, JPEG or PNG images can be uploaded');
  });

  it('refuses a recording over the voice limit', async () => {
    const big = Buffer.concat([webm(), Buffer.alloc(VOICE_MAX_BYTES)]);
    await expect(
      storeUpload(t.db, { data: big, userId: null, now: 0, kind: 'voice' }),
    ).rejects.toMatchObject({ code: 'too_large' });
  });
});

describe('GET /uploads/:name', () => {
  it('serves a stored file with its type and long cache headers', async () => {
    const data = png();
    const { body } = await send(data);
    const response = await t.app.inject({ method: 'GET', url: body.data!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(data)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: body.data!.url,
      headers: { 'if-none-match': String(response.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves jpegs as image/jpeg', async () => {
    const { body } = await send(jpeg, { filename: 'a.jpg', type: 'image/jpeg' });
    expect(
      (await t.app.inject({ method: 'GET', url: body.data!.url })).headers['content-type'],
    ).toBe('image/jpeg');
  });

  it.each(['/uploads/nothing.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/UPPER.PNG'])(
    'answers 404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 0 });
    },
  );
});
