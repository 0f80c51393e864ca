/** An image type the product accepts (spec: jpg, jpeg, png). */
export interface ImageType {
  readonly mime: 'image/png' | 'image/jpeg';
  /** The extension stored names get. */
  readonly extension: 'png' | 'jpg';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The type of an image by its first bytes (never by its name or claimed type): PNG by its 8-byte
 * signature, JPEG by its start-of-image marker. Undefined for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: 'png' };
  // After the start-of-image marker comes a segment marker (APPn, DQT, SOF...), 0xC0 to 0xFE.
  const marker = bytes[3] ?? 0;
  if (startsWith(bytes, JPEG_SIGNATURE) && marker >= 0xc0 && marker <= 0xfe) {
    return { mime: 'image/jpeg', extension: 'jpg' };
  }
  return undefined;
}
