import { imageSrcSet } from '@bazaar/api/images';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, uploadVariants, uploads } from '../db/schema/index.js';
import { Raster, hex } from '../images/raster.js';
import { IMAGE_VARIANTS_JOB, imagesLackVariants } from '../services/images/variant-job.js';
import { createTestApp, multipartFile, type TestApp } from '../test/harness.js';
import { upload } from '@bazaar/api/contract';

let t: TestApp;
let token: string;

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('merchant');
});
afterAll(() => t?.close());

function picture(width: number, height: number): Buffer {
  const canvas = new Raster(width, height);
  canvas.gradient(hex('#ffe0b0'), hex('#2050a0'), 30);
  canvas.ellipse(width / 2, height / 2, width / 4, height / 4, hex('#204020'), { alpha: 0.7 });
  return canvas.toPng();
}

async function send(data: Buffer): Promise<string> {
  const { payload, headers } = multipartFile(data, { filename: 'photo.png', type: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${upload.path}`,
    payload,
    headers: { ...headers, token },
  });
  const body = response.json() as { code: number; data: { url: string } };
  expect(body.code).toBe(1);
  return body.data.url;
}

function get(url: string, accept = CHROME_ACCEPT, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept, ...headers } });
}

async function variantsOf(url: string) {
  const name = url.slice('/uploads/'.length);
  const [row] = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.name, name));
  return t.db
    .select({ width: uploadVariants.width, format: uploadVariants.format })
    .from(uploadVariants)
    .where(eq(uploadVariants.uploadId, row!.id));
}

describe('GET /uploads/:name?w=', () => {
  it('answers an upload resized to the width, in the best format the browser takes', async () => {
    const url = await send(picture(900, 600));
    const answer = await get(`${url}?w=320`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['vary']).toContain('Accept');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['image/avif', 'image/webp']).toContain(answer.headers['content-type']);
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });

    const webp = await get(`${url}?w=320`, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.length).toBeLessThan(picture(900, 600).length);

    const again = await get(`${url}?w=320`, 'image/webp,*/*', {
      'if-none-match': String(webp.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers the original to a browser that takes neither format', async () => {
    const data = picture(200, 100);
    const url = await send(data);
    const answer = await get(`${url}?w=160`, 'image/png,image/*;q=0.8');
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(data)).toBe(true);
  });

  it('answers a wider request of a small picture with the picture at its own width', async () => {
    const url = await send(picture(400, 400));
    for (const width of [640, 1080]) {
      const answer = await get(`${url}?w=${width}`, 'image/webp');
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 400 });
    }
    const widths = (await variantsOf(url)).filter((row) => row.format === 'webp');
    expect(widths.map((row) => row.width)).toEqual([400]);
  });

  it.each(['?w=333', '?w=0', '?w=abc', '?w=-160'])(
    'answers 404 for a width not kept (%s)',
    async (query) => {
      const url = await send(picture(64, 64));
      const answer = await get(`${url}${query}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 0 });
    },
  );

  it.each(['/uploads/nothing.png?w=160', '/uploads/..%2Fx.png?w=160'])(
    'answers 404 for %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it('lists every kept width in the srcset the app writes', async () => {
    const url = await send(picture(1200, 800));
    for (const candidate of imageSrcSet(url)!.split(', ')) {
      const [address, descriptor] = candidate.split(' ');
      const answer = await get(address!);
      expect(answer.statusCode).toBe(200);
      const { width } = await sharp(answer.rawPayload).metadata();
      expect(`${width}w`).toBe(descriptor);
    }
  });
});

describe('the images.variants job', () => {
  it('is enqueued by an upload and makes every width of it', async () => {
    const url = await send(picture(750, 300));
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, IMAGE_VARIANTS_JOB), eq(jobs.status, 'queued')));
    expect(job).toBeDefined();
    // The seeded pictures are left out of this test: resizing all of them takes half a minute.
    await t.db.delete(uploads).where(like(uploads.name, 'seed-%'));
    await t.app.deps.jobs.runUntilIdle();
    const rows = await variantsOf(url);
    expect([...new Set(rows.map((row) => row.width))].sort((a, b) => a - b)).toEqual([
      160, 320, 640, 750,
    ]);
    expect(rows.filter((row) => row.format === 'webp')).toHaveLength(4);
    expect(await imagesLackVariants(t.db)).toBe(false);
  });
});
