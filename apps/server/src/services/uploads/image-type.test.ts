import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectImageType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['jpeg (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['jpeg (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10), 'image/jpeg'],
    ['jpeg (raw DQT)', bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0x43), 'image/jpeg'],
    ['gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), undefined],
    ['webp', bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50), undefined],
    ['text', new TextEncoder().encode('<svg onload=alert(1)>'), undefined],
    ['truncated png signature', bytes(0x89, 0x50, 0x4e, 0x47), undefined],
    ['jpeg start without a segment', bytes(0xff, 0xd8, 0xff), undefined],
    ['jpeg start with a bad marker', bytes(0xff, 0xd8, 0xff, 0x00), undefined],
    ['empty', bytes(), undefined],
  ])('%s', (_name, input, mime) => {
    expect(detectImageType(input)?.mime).toBe(mime);
  });
});
