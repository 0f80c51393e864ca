import { afterEach, describe, expect, it, vi } from 'vitest';

/** An `AudioContext` stand-in recording the tones it was asked for. */
function fakeAudio() {
  const tones: number[] = [];
  class FakeContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = {
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => tones.push(oscillator.frequency.value),
        stop: () => {},
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      };
    }
  }
  return { FakeContext, tones };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('notificationSound', () => {
  it('plays a higher tone for a chat message than for other pushes', async () => {
    const { FakeContext, tones } = fakeAudio();
    vi.stubGlobal('AudioContext', FakeContext);
    const { notificationSound } = await import('./notification-sound.js');
    notificationSound.play('chat');
    notificationSound.play('order');
    notificationSound.play();
    expect(tones).toEqual([880, 660, 880]);
  });

  it('stays silent without Web Audio, or when the browser refuses sound', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { notificationSound } = await import('./notification-sound.js');
    expect(() => notificationSound.play('chat')).not.toThrow();

    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('not allowed', 'NotAllowedError');
        }
      },
    );
    expect(() => notificationSound.play('chat')).not.toThrow();
  });
});
