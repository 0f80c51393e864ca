import { useSyncExternalStore } from 'react';

/** The event Chromium fires when the page may be installed (not in the DOM library yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How the shop can be installed here: `prompt` (the browser offered its install prompt), `manual`
 * (it did not: the user installs from the browser's menu), `installed` (running as the installed
 * app, or just installed).
 */
export type InstallState = 'prompt' | 'manual' | 'installed';

let offered: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install prompt for the "Install the app" entry, instead of the browser's own
 * banner, and notes when the app is installed. Call once at start-up, before the event can fire.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    changed();
  });
}

function runsInstalled(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

function snapshot(): InstallState {
  if (installed || runsInstalled()) return 'installed';
  return offered ? 'prompt' : 'manual';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install state now, following the browser's offers ({@link captureInstallPrompt}). */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, () => 'manual');
}

/**
 * Shows the browser's install prompt when it offered one; answers whether the user accepted, or
 * `null` when there is no prompt to show (install from the browser's menu). A prompt is shown once.
 */
export async function promptInstall(): Promise<boolean | null> {
  const event = offered;
  if (!event) return null;
  offered = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
