import { useCallback, useSyncExternalStore } from 'react';
import type { KeyValueStorage } from '../../state/index.js';
import { useServices } from '../../app/services-context.js';

/** Where the voice setting (sound on new chat messages) is kept on this device. */
export const VOICE_SETTING_KEY = 'bazaar:chat-voice';

const listeners = new Set<() => void>();

/** True when the user's voice setting is on: a sound plays on new chat pushes. @default true */
export function isVoiceOn(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(VOICE_SETTING_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Turns the voice setting on or off on this device. */
export function setVoiceOn(storage: KeyValueStorage | null, on: boolean): void {
  try {
    if (on) storage?.removeItem(VOICE_SETTING_KEY);
    else storage?.setItem(VOICE_SETTING_KEY, 'off');
  } catch {
    // Storage blocked: the setting cannot be kept; nothing else to do.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The voice setting and its switch, for the settings screen. */
export function useVoiceSetting(): [boolean, (on: boolean) => void] {
  const { storage } = useServices();
  const on = useSyncExternalStore(
    subscribe,
    () => isVoiceOn(storage),
    () => true,
  );
  const set = useCallback((value: boolean) => setVoiceOn(storage, value), [storage]);
  return [on, set];
}
