import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n } from '@bazaar/i18n';
import { AppProviders } from '../../app/app.js';
import { createServices } from '../../app/services.js';
import { memoryStorage } from '../../test/memory-storage.js';
import { memoryRouterFactory } from '../../test/render-app.js';
import { VOICE_SETTING_KEY, isVoiceOn, setVoiceOn, useVoiceSetting } from './voice-setting.js';

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

describe('useVoiceSetting', () => {
  it('reads the setting and switches it, following changes made elsewhere', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ language: 'en' });
    const services = createServices({ i18n, storage, createRouter: memoryRouterFactory });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders services={services} layout="mobile">
        {children}
      </AppProviders>
    );
    const { result } = renderHook(() => useVoiceSetting(), { wrapper });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(isVoiceOn(storage)).toBe(false);
    act(() => setVoiceOn(storage, true));
    expect(result.current[0]).toBe(true);
  });
});
