import { LIBRARIES } from './boot/libraries.js';
import { nextTask } from './boot/next-task.js';

/**
 * The page's entry: evaluates what the app starts with in two tasks, not one (at a phone's speed
 * the whole took 120 ms and more, one long task against the page's blocking time). Its own chunk
 * holds the libraries (React, React DOM, styled-components taking the server's styles over,
 * `boot/libraries.ts`); then it yields to the browser and imports the app (`start.tsx`, the other
 * packages and the app's code), a chunk of its own (`vite.config.ts`) that the page's start script
 * preloads with the entry, so this step waits for no download.
 */
async function boot(): Promise<void> {
  await nextTask();
  const { start } = await import('./start.js');
  if (LIBRARIES.length > 0) await start();
}

void boot();
