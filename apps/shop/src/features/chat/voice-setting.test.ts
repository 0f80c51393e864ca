import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.js';
import { VOICE_SETTING_KEY, isVoiceOn, setVoiceOn } from './voice-setting.js';

const broken = memoryStorage({}, true);

describe('the voice setting', () => {
  it('is on by default, and kept off on this device once turned off', () => {
    const storage = memoryStorage();
    expect(isVoiceOn(storage)).toBe(true);
    setVoiceOn(storage, false);
    expect(storage.getItem(VOICE_SETTING_KEY)).toBe('off');
    expect(isVoiceOn(storage)).toBe(false);
    setVoiceOn(storage, true);
    expect(storage.getItem(VOICE_SETTING_KEY)).toBeNull();
    expect(isVoiceOn(storage)).toBe(true);
  });

  it('stays on without storage, or when storage is blocked', () => {
    expect(isVoiceOn(null)).toBe(true);
    expect(isVoiceOn(broken)).toBe(true);
    expect(() => setVoiceOn(broken, false)).not.toThrow();
    expect(() => setVoiceOn(null, false)).not.toThrow();
  });
});
