import { IMAGE_WIDTHS } from '@bazaar/api/images';
import { and, eq, inArray } from 'drizzle-orm';
import type { default as sharpOfModule, Sharp } from 'sharp';
import type { Database } from '../../db/database.js';
import { uploadVariants, uploads } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';

/** The formats variants are kept in: WebP always, AVIF where it came out smaller. */
export type VariantFormat = 'avif' | 'webp';

/** The types of upload the server resizes. */
export const RESIZABLE_MIMES = ['image/png', 'image/jpeg'] as const;

/**
 * Encoder settings. WebP at quality 78 keeps the seeded pictures' lettering sharp; AVIF at
 * quality 50 looks the same at about two thirds of the bytes. AVIF's effort 2 (of 9) encodes a
 * 400-pixel picture in about 35 ms on this machine, effort 4 in about 190 ms for 12 % fewer bytes.
 */
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;

let loadedSharp: Promise<typeof sharpOfModule> | undefined;

/**
 * sharp over `input`. sharp (libvips, about 28 MB resident) is loaded with the first picture the
 * process reads or encodes, not at start: most servers answer requests for copies already made.
 * Its operation cache is off: each picture is encoded once, and the cache would keep up to 50 MB
 * of decoded pixels that are never asked for again.
 */
async function sharpOf(input: Buffer): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return (await loadedSharp)(input);
}

/** An image's size in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The widths an image of `width` pixels is kept at: each of `IMAGE_WIDTHS` below it and the
 * nearest one at or above it, which for a picture narrower than that width is its own width
 * (a 400-pixel picture: 160, 320 and 400).
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < top), top];
}

/** The width of the copy that answers a request for `requested` pixels of a `width`-pixel image. */
export function variantWidthFor(requested: number, width: number): number {
  return Math.min(requested, width);
}

/** Reads an image's size from its bytes. */
export async function measureImage(data: Buffer): Promise<ImageSize> {
  // A JPEG turned by its EXIF orientation is shown (and resized) turned.
  const { autoOrient } = await (await sharpOf(data)).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/** One encoded copy. */
export interface EncodedVariant {
  readonly format: VariantFormat;
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/**
 * Encodes an image at `width` pixels wide (never wider than it is): WebP, and AVIF when it is
 * smaller than the WebP. EXIF orientation is applied and metadata dropped.
 */
export async function encodeVariants(original: Buffer, width: number): Promise<EncodedVariant[]> {
  const resized = async () =>
    (await sharpOf(original)).autoOrient().resize({ width, withoutEnlargement: true });
  const [webp, avif] = await Promise.all([
    (await resized()).webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true }),
    (await resized()).avif(AVIF_OPTIONS).toBuffer({ resolveWithObject: true }),
  ]);
  const variants: EncodedVariant[] = [
    { format: 'webp', width: webp.info.width, height: webp.info.height, data: webp.data },
  ];
  if (avif.data.length < webp.data.length) {
    variants.push({
      format: 'avif',
      width: avif.info.width,
      height: avif.info.height,
      data: avif.data,
    });
  }
  return variants;
}

/** What a variant is made from: a stored image upload. */
interface ImageRow {
  readonly id: number;
  readonly width: number | null;
  readonly height: number | null;
}

/** Variants being made in this process, so concurrent requests for one encode it once. */
const inFlight = new Map<string, Promise<void>>();

async function loadOriginal(db: Database, uploadId: number): Promise<Buffer> {
  const [row] = await db
    .select({ data: uploads.data })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  if (!row) throw new RangeError(`upload ${uploadId} is gone`);
  return row.data;
}

/** The upload's size, measured from its bytes (and recorded) when it is not known yet. */
async function sizeOf(db: Database, upload: ImageRow): Promise<ImageSize> {
  if (upload.width !== null && upload.height !== null) {
    return { width: upload.width, height: upload.height };
  }
  const size = await measureImage(await loadOriginal(db, upload.id));
  await db.update(uploads).set(size).where(eq(uploads.id, upload.id));
  return size;
}

async function widthsMade(db: Database, uploadId: number): Promise<Set<number>> {
  const rows = await db
    .select({ width: uploadVariants.width })
    .from(uploadVariants)
    .where(and(eq(uploadVariants.uploadId, uploadId), eq(uploadVariants.format, 'webp')));
  return new Set(rows.map((row) => row.width));
}

async function makeVariant(db: Database, uploadId: number, width: number, now: number) {
  const key = `${uploadId}:${width}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const variants = await encodeVariants(await loadOriginal(db, uploadId), width);
    await db
      .insert(uploadVariants)
      .values(
        variants.map((variant) => ({
          uploadId,
          width,
          height: variant.height,
          format: variant.format,
          size: variant.data.length,
          sha256: sha256(variant.data),
          data: variant.data,
          createtime: now,
        })),
      )
      // Another process made it first: theirs is as good.
      .onConflictDoNothing();
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/**
 * Makes every missing variant of an image upload (see {@link variantWidths}), recording its size
 * first when unknown. Answers how many widths it made.
 */
export async function ensureVariants(db: Database, upload: ImageRow, now: number): Promise<number> {
  const { width } = await sizeOf(db, upload);
  const made = await widthsMade(db, upload.id);
  const missing = variantWidths(width).filter((candidate) => !made.has(candidate));
  for (const candidate of missing) await makeVariant(db, upload.id, candidate, now);
  return missing.length;
}

/** A variant to send. */
export interface VariantAnswer {
  readonly mime: string;
  readonly data: Buffer;
  readonly sha256: string;
}

/** The formats a request's `Accept` header takes, best first. */
export function acceptedFormats(accept: string | undefined): VariantFormat[] {
  const value = accept ?? '';
  return (['avif', 'webp'] as const).filter((format) => value.includes(`image/${format}`));
}

/**
 * The copy of stored image `name` that answers a request for `width` pixels from a browser that
 * takes `formats` (best first): made now when it does not exist yet. Undefined when there is no
 * such image, or the browser takes neither format (it then gets the original).
 */
export async function loadVariant(
  db: Database,
  name: string,
  width: number,
  formats: readonly VariantFormat[],
  now: number,
): Promise<VariantAnswer | undefined> {
  if (formats.length === 0) return undefined;
  const [upload] = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(eq(uploads.name, name), inArray(uploads.mime, [...RESIZABLE_MIMES])));
  if (!upload) return undefined;
  const size = await sizeOf(db, upload);
  const actual = variantWidthFor(width, size.width);
  const read = () =>
    db
      .select({
        format: uploadVariants.format,
        data: uploadVariants.data,
        sha256: uploadVariants.sha256,
      })
      .from(uploadVariants)
      .where(and(eq(uploadVariants.uploadId, upload.id), eq(uploadVariants.width, actual)));
  let rows = await read();
  if (rows.length === 0) {
    await makeVariant(db, upload.id, actual, now);
    rows = await read();
  }
  for (const format of formats) {
    const row = rows.find((candidate) => candidate.format === format);
    if (row) return { mime: `image/${format}`, data: row.data, sha256: row.sha256 };
  }
  return undefined;
}
