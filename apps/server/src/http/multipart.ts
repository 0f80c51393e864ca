import { DomainError } from '@bazaar/domain';
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

/**
 * Reads the `file` field of a multipart request. Refuses `upload_missing` when the request is not
 * multipart or has no `file`; a file over `maxBytes` is refused with 413 (`too_large`).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError('upload_missing', { field: FILE_FIELD });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  if (!part || part.fieldname !== FILE_FIELD)
    throw new DomainError('upload_missing', { field: FILE_FIELD });
  const data = await part.toBuffer();
  return { filename: part.filename, mimetype: part.mimetype, data };
}
