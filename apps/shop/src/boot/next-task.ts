/**
 * Lets the browser run its other tasks (input, painting) before going on: the entry's evaluation,
 * the start-up and the hydration's first slice were one task of 300 ms at a phone's speed
 * (Lighthouse's 4x slow-down), and every task over 50 ms counts against the page's blocking time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
