import type { ChatPushType } from '@bazaar/api';

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

/**
 * The notice sound of chat pushes: a short tone made with the Web Audio API (no file to load).
 * Browsers without it, or that refuse sound before the user has interacted, stay silent.
 */
export const notificationSound = {
  /** Plays the tone for a push of `type` (a chat message rings a little higher). */
  play(type: ChatPushType = 'chat'): void {
    const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
    if (!Context) return;
    try {
      context ??= new Context();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = type === 'chat' ? 880 : 660;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.25);
    } catch {
      // Autoplay refused or the audio device is gone: a notice without sound.
    }
  },
};
