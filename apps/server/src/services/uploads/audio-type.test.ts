import { describe, expect, it } from 'vitest';
import { mp3, mp4, ogg, webm } from '../../test/audio-fixtures.js';
import { detectAudioType } from './audio-type.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectAudioType', () => {
  it.each([
    ['webm with one audio track (Chrome, Firefox)', webm([2]), 'audio/webm'],
    ['webm with two audio tracks', webm([2, 2]), 'audio/webm'],
    ['ogg opus', ogg('opus'), 'audio/ogg'],
    ['ogg vorbis', ogg('vorbis'), 'audio/ogg'],
    ['mp4 with a sound track (Safari)', mp4(['soun']), 'audio/mp4'],
    ['mp3 with an ID3 tag', mp3(true), 'audio/mpeg'],
    ['mp3 frames alone', mp3(false), 'audio/mpeg'],
  ])('accepts %s', (_name, input, mime) => {
    expect(detectAudioType(input)?.mime).toBe(mime);
  });

  it.each([
    ['webm video', webm([1])],
    ['webm with video and audio', webm([2, 1])],
    ['webm without tracks', webm([])],
    ['matroska that is not webm', webm([2], 'matroska')],
    ['webm cut before its tracks', webm([2]).subarray(0, 30)],
    ['ogg theora (video)', ogg('theora')],
    ['mp4 video', mp4(['vide'])],
    ['mp4 with video and sound', mp4(['soun', 'vide'])],
    ['mp4 without tracks', mp4([])],
    ['an ID3 tag without a frame after it', mp3(true).subarray(0, 20)],
    ['a png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['a jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['text', Buffer.from('<script>alert(1)</script>')],
    ['a frame sync with a reserved layer', bytes(0xff, 0xf9, 0x90, 0x64)],
    ['empty', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(detectAudioType(input)).toBeUndefined();
  });

  it('names the stored extension', () => {
    expect([webm(), ogg(), mp4(), mp3()].map((file) => detectAudioType(file)?.extension)).toEqual([
      'webm',
      'ogg',
      'm4a',
      'mp3',
    ]);
  });
});
