/** A recording type accepted for voice messages: what browsers record (WebM or Ogg Opus, MP4 AAC) and MP3. */
export interface AudioType {
  readonly mime: 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/mpeg';
  /** The extension stored names get. */
  readonly extension: 'webm' | 'ogg' | 'm4a' | 'mp3';
}

/**
 * The type of a voice recording by its bytes (never by its name or claimed type). A container must
 * hold sound only: a WebM whose tracks are all audio, an MP4 whose tracks all have a sound handler,
 * an Ogg stream of Opus or Vorbis, or MPEG audio frames (after an optional ID3 tag). Undefined for
 * anything else, a video included.
 */
export function detectAudioType(bytes: Uint8Array): AudioType | undefined {
  if (isWebmAudio(bytes)) return { mime: 'audio/webm', extension: 'webm' };
  if (isOggAudio(bytes)) return { mime: 'audio/ogg', extension: 'ogg' };
  if (isMp4Audio(bytes)) return { mime: 'audio/mp4', extension: 'm4a' };
  if (isMpegAudio(bytes)) return { mime: 'audio/mpeg', extension: 'mp3' };
  return undefined;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

// --- WebM (EBML, https://www.matroska.org/technical/elements.html) ---

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const AUDIO_TRACK = 2;

/** An EBML element header: id, payload start and end (end undefined for an unknown size). */
interface EbmlElement {
  readonly id: number;
  readonly start: number;
  readonly end: number | undefined;
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23; // leading zeros of the byte, plus one
  if (length > 8 || at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(bytes: Uint8Array, at: number): EbmlElement | undefined {
  const id = readVint(bytes, at, true);
  if (!id || id.length > 4) return undefined;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return undefined;
  const start = at + id.length + size.length;
  return { id: id.value, start, end: size.unknown ? undefined : start + size.value };
}

/** The children of `[start, end)` until one of unknown size (which runs to the end) or a stop id. */
function* children(bytes: Uint8Array, start: number, end: number, stop?: number) {
  let at = start;
  while (at < end) {
    const element = readElement(bytes, at);
    if (!element || element.id === stop) return;
    yield element;
    if (element.end === undefined || element.end > end) return;
    at = element.end;
  }
}

function readUint(bytes: Uint8Array, element: EbmlElement): number {
  let value = 0;
  for (let at = element.start; at < (element.end ?? element.start); at += 1) {
    value = value * 256 + (bytes[at] as number);
  }
  return value;
}

function isWebmAudio(bytes: Uint8Array): boolean {
  const header = readElement(bytes, 0);
  if (!header || header.id !== EBML || header.end === undefined) return false;
  const docType = [...children(bytes, header.start, header.end)].find((e) => e.id === DOC_TYPE);
  if (!docType || ascii(bytes, docType.start, (docType.end ?? 0) - docType.start) !== 'webm') {
    return false;
  }
  const segment = readElement(bytes, header.end);
  if (!segment || segment.id !== SEGMENT) return false;
  const segmentEnd = Math.min(segment.end ?? bytes.length, bytes.length);
  // The track list comes before the first cluster of media.
  for (const element of children(bytes, segment.start, segmentEnd, CLUSTER)) {
    if (element.id !== TRACKS || element.end === undefined) continue;
    const types = [...children(bytes, element.start, element.end)]
      .filter((entry) => entry.id === TRACK_ENTRY && entry.end !== undefined)
      .map((entry) => {
        const type = [...children(bytes, entry.start, entry.end as number)].find(
          (e) => e.id === TRACK_TYPE,
        );
        return type ? readUint(bytes, type) : 0;
      });
    return types.length > 0 && types.every((type) => type === AUDIO_TRACK);
  }
  return false;
}

// --- Ogg (RFC 3533): the first packet names the codec ---

function isOggAudio(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 4) !== 'OggS') return false;
  const segments = bytes[26];
  if (segments === undefined) return false;
  const packet = 27 + segments;
  return ascii(bytes, packet, 8) === 'OpusHead' || ascii(bytes, packet, 7) === '\x01vorbis';
}

// --- MP4 (ISO/IEC 14496-12): every track of the movie has a sound handler ---

/** The boxes of `[start, end)`: type, payload start and end. */
function* boxes(bytes: Uint8Array, start: number, end: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: ascii(bytes, at + 4, 4), start: at + header, end: at + size };
    at += size;
  }
}

function child(bytes: Uint8Array, parent: { start: number; end: number }, type: string) {
  for (const box of boxes(bytes, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

function isMp4Audio(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const moov = child(bytes, { start: 0, end: bytes.length }, 'moov');
  if (!moov) return false;
  const handlers = [...boxes(bytes, moov.start, moov.end)]
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const mdia = child(bytes, trak, 'mdia');
      const hdlr = mdia && child(bytes, mdia, 'hdlr');
      // version and flags (4 bytes), pre_defined (4 bytes), then the handler type.
      return hdlr && hdlr.end - hdlr.start >= 12 ? ascii(bytes, hdlr.start + 8, 4) : '';
    });
  return handlers.length > 0 && handlers.every((handler) => handler === 'soun');
}

// --- MPEG audio (MP3): a frame header, after an optional ID3v2 tag ---

function isMpegFrame(bytes: Uint8Array, at: number): boolean {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined) return false;
  const sync = (b1 & 0xe0) === 0xe0;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampling = (b2 >> 2) & 0b11;
  return sync && layer !== 0 && bitrate !== 0b1111 && sampling !== 0b11;
}

function isMpegAudio(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) !== 'ID3') return isMpegFrame(bytes, 0);
  // The tag's size: four 7-bit bytes, then 10 more for a footer.
  const size = [6, 7, 8, 9].reduce((total, i) => total * 128 + ((bytes[i] ?? 0) & 0x7f), 0);
  const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return isMpegFrame(bytes, 10 + size + footer);
}
