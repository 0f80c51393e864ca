import { randomBytes } from 'node:crypto';
import { DomainError } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { uploads } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { measureImage, type ImageSize } from '../images/image-variants.js';
import { detectAudioType } from './audio-type.js';
import { detectImageType } from './image-type.js';

/** Where stored files are served. */
export const UPLOADS_PATH = '/uploads';

/** Names of stored files: lowercase letters, digits and hyphens, then the type's extension. */
export const UPLOAD_NAME_PATTERN = /^[a-z0-9-]{1,100}\.(png|jpg|webm|ogg|m4a|mp3)$/;

/** What an upload is for: an image (avatars, evidence, chat pictures) or a voice message. */
export type UploadKind = 'image' | 'voice';

/** The largest voice recording: about a minute of voice in any of the accepted formats. */
export const VOICE_MAX_BYTES = 1024 * 1024;

/** A stored file. */
export interface StoredUpload {
  /** The row's id (what variants hang off). */
  readonly id: number;
  readonly name: string;
  /** `/uploads/<name>`. */
  readonly url: string;
}

/** What to store. */
export interface StoreUploadInput {
  readonly data: Buffer;
  readonly userId: number | null;
  /** Unix seconds. */
  readonly now: number;
  /**
   * The name without extension; generated (32 random hex digits) when omitted. The seed names its
   * images itself so that they are the same on every machine.
   */
  readonly baseName?: string;
  /** @default 'image' */
  readonly kind?: UploadKind;
}

/** The type of an upload of `kind` by its bytes; refused when they are not of that kind. */
function uploadType(data: Buffer, kind: UploadKind) {
  switch (kind) {
    case 'image': {
      const type = detectImageType(data);
      if (!type) throw new DomainError('upload_format', { field: 'file' });
      return type;
    }
    case 'voice': {
      const type = detectAudioType(data);
      if (!type) throw new DomainError('voice_format', { field: 'file' });
      if (data.length > VOICE_MAX_BYTES) throw new DomainError('too_large');
      return type;
    }
    default:
      return kind satisfies never;
  }
}

/** An image's size in pixels; `upload_format` when its bytes do not decode as a picture. */
async function imageSize(data: Buffer): Promise<ImageSize> {
  try {
    return await measureImage(data);
  } catch {
    throw new DomainError('upload_format', { field: 'file' });
  }
}

/**
 * Stores an upload in PostgreSQL under a generated name: an image (its bytes a PNG or a JPEG that
 * decodes, else `upload_format`; its width and height recorded) or a voice recording
 * (`detectAudioType`, else `voice_format`; over {@link VOICE_MAX_BYTES} `too_large`). The general
 * size limit is enforced while reading the request (413). An image's resized copies are made by
 * the `images.variants` job (`storeImage` enqueues it) or when first asked for.
 */
export async function storeUpload(db: Database, input: StoreUploadInput): Promise<StoredUpload> {
  const kind = input.kind ?? 'image';
  const type = uploadType(input.data, kind);
  const size = kind === 'image' ? await imageSize(input.data) : undefined;
  const name = `${input.baseName ?? randomBytes(16).toString('hex')}.${type.extension}`;
  if (!UPLOAD_NAME_PATTERN.test(name)) throw new RangeError(`bad upload name ${name}`);
  const [row] = await db
    .insert(uploads)
    .values({
      name,
      mime: type.mime,
      size: input.data.length,
      sha256: sha256(input.data),
      data: input.data,
      userId: input.userId,
      createtime: input.now,
      ...size,
    })
    .returning({ id: uploads.id });
  return { id: row!.id, name, url: `${UPLOADS_PATH}/${name}` };
}

/** A stored file's bytes and metadata, or undefined. */
export async function loadUpload(db: Database, name: string) {
  if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
  const [row] = await db
    .select({
      mime: uploads.mime,
      data: uploads.data,
      sha256: uploads.sha256,
      createtime: uploads.createtime,
    })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row;
}
