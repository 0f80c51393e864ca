import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Writes row `y` filtered by `filter` into `out`; answers the sum of absolute byte values. */
function filterRow(filter: number, row: Uint8Array, above: Uint8Array, out: Uint8Array): number {
  const n = row.length;
  let score = 0;
  for (let i = 0; i < n; i += 1) {
    const x = row[i] as number;
    let value: number;
    if (filter === 0) value = x;
    else if (filter === 1) value = x - (i >= 3 ? (row[i - 3] as number) : 0);
    else if (filter === 2) value = x - (above[i] as number);
    else if (filter === 3)
      value = x - (((i >= 3 ? (row[i - 3] as number) : 0) + (above[i] as number)) >> 1);
    else {
      value =
        x -
        paeth(
          i >= 3 ? (row[i - 3] as number) : 0,
          above[i] as number,
          i >= 3 ? (above[i - 3] as number) : 0,
        );
    }
    const byte = value & 0xff;
    out[i] = byte;
    score += byte < 128 ? byte : 256 - byte;
  }
  return score;
}

/**
 * Encodes 8-bit RGB pixels (`width * height * 3` bytes, rows top to bottom) as a PNG. Each row
 * takes the filter (Sub, Up or Paeth) with the smallest sum of absolute values, the usual
 * heuristic, which keeps gradients small. Pure and deterministic: the same pixels always give the same bytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new RangeError('pixel buffer size does not match');
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  const zeroRow = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : zeroRow;
    const offset = y * (stride + 1);
    const target = filtered.subarray(offset + 1, offset + 1 + stride);
    // Sub, Up and Paeth suit gradients and flat shapes; None and Average rarely win here.
    let best = 1;
    let bestScore = filterRow(1, row, above, target);
    for (const filter of [2, 4]) {
      const score = filterRow(filter, row, above, candidate);
      if (score < bestScore) {
        bestScore = score;
        best = filter;
        target.set(candidate);
      }
    }
    filtered[offset] = best;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
