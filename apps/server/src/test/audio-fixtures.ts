/**
 * Small recordings built byte by byte, in the shapes browsers record: just enough structure for
 * the checks of `detectAudioType`, with some payload after.
 */

/** An EBML element: id bytes, then the size as a 1- or 2-byte variable-length integer, then the payload. */
function ebml(id: number[], payload: Buffer): Buffer {
  const size =
    payload.length < 0x7f
      ? Buffer.from([0x80 | payload.length])
      : Buffer.from([0x40 | (payload.length >> 8), payload.length & 0xff]);
  return Buffer.concat([Buffer.from(id), size, payload]);
}

/** A WebM file with tracks of the given types (1 video, 2 audio), as MediaRecorder writes it. */
export function webm(trackTypes: readonly number[] = [2], docType = 'webm'): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from(docType)));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
  );
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    Buffer.concat(
      trackTypes.map((type, i) =>
        ebml(
          [0xae],
          Buffer.concat([ebml([0xd7], Buffer.from([i + 1])), ebml([0x83], Buffer.from([type]))]),
        ),
      ),
    ),
  );
  // MediaRecorder writes the segment and its clusters with an unknown size.
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0xff]), Buffer.alloc(64, 7)]);
  return Buffer.concat([
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67]),
    unknownSize,
    info,
    tracks,
    cluster,
  ]);
}

/** An Ogg stream whose first packet is the head of `codec` (Opus, Vorbis or a video codec). */
export function ogg(codec: 'opus' | 'vorbis' | 'theora' = 'opus'): Buffer {
  const head = {
    opus: Buffer.concat([
      Buffer.from('OpusHead'),
      Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
    ]),
    vorbis: Buffer.concat([Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23)]),
    theora: Buffer.concat([Buffer.from('\x80theora', 'latin1'), Buffer.alloc(35)]),
  }[codec];
  const page = Buffer.alloc(27);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02; // beginning of stream
  page[26] = 1; // one segment
  return Buffer.concat([page, Buffer.from([head.length]), head, Buffer.alloc(32, 1)]);
}

function box(type: string, ...children: Buffer[]): Buffer {
  const payload = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

function handler(type: string): Buffer {
  const payload = Buffer.alloc(24);
  payload.write(type, 8, 'latin1');
  return box('hdlr', payload);
}

/** An MP4 file whose tracks have the given handlers (`soun` audio, `vide` video). */
export function mp4(handlers: readonly string[] = ['soun']): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A \0\0\0\0isomM4A ', 'latin1'));
  const traks = handlers.map((type) =>
    box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', handler(type))),
  );
  return Buffer.concat([
    ftyp,
    box('moov', box('mvhd', Buffer.alloc(100)), ...traks),
    box('mdat', Buffer.alloc(64, 3)),
  ]);
}

/** An MPEG-1 layer III frame header (128 kbit/s, 44.1 kHz) and some frame data. */
function mpegFrame(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(60, 0x55)]);
}

/** An MP3 file, with an ID3v2 tag before the first frame unless told otherwise. */
export function mp3(withTag = true): Buffer {
  if (!withTag) return mpegFrame();
  const tag = Buffer.concat([
    Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'),
    Buffer.alloc(10),
  ]);
  return Buffer.concat([tag, mpegFrame()]);
}
