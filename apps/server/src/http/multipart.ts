import { DomainError, isDomainError } from '@bazaar/domain';
import type { FastifyRequest } from 'fastify';

/** The file of a multipart upload, read whole. */
export interface UploadedFile {
  /** The name the client gave (never used to store the file). */
  readonly filename: string;
  /** The type the client claimed (never trusted: the bytes decide). */
  readonly mimetype: string;
  readonly data: Buffer;
}

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

/** Multipart errors that are about size, answered 413 (`too_large`) rather than `upload_format`. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the `file` field of a multipart request. Refuses `upload_missing` when the request is not
 * multipart or has no `file`; a file over `maxBytes` is refused with 413 (`too_large`); a body
 * that is not well-formed multipart (no boundary, cut short, a second file, a part without its
 * headers) is `upload_format`, never a server error.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError('upload_missing', { field: FILE_FIELD });
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    if (!part || part.fieldname !== FILE_FIELD)
      throw new DomainError('upload_missing', { field: FILE_FIELD });
    const data = await part.toBuffer();
    return { filename: part.filename, mimetype: part.mimetype, data };
  } catch (error) {
    if (isDomainError(error)) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new DomainError('too_large');
    request.log.info({ err: error }, 'malformed multipart body');
    throw new DomainError('upload_format', { field: FILE_FIELD });
  }
}
