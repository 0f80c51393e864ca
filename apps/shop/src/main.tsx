/**
 * The page's entry: evaluates what the app starts with in three tasks, not one, yielding to the
 * browser between them (at a phone's speed the whole took 120 ms and more, one long task against
 * the page's blocking time): the libraries (React, React DOM, styled-components taking the
 * server's styles over), then the other packages (`frameworks`), then the app, which starts.
 * Each step is a chunk of its own (`vite.config.ts`), preloaded with the entry by the page's start
 * script (`<meta name="bazaar-chunks">`), so the steps wait for no download.
 */
async function boot(): Promise<void> {
  // As `boot/next-task.ts` (not imported: the entry's chunk imports nothing).
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const { LIBRARIES } = await import('./boot/libraries.js');
  await nextTask();
  const { FRAMEWORKS } = await import('./boot/frameworks.js');
  await nextTask();
  const { start } = await import('./start.js');
  if (LIBRARIES.length > 0 && FRAMEWORKS) await start();
}

void boot();
