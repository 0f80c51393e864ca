/** A press or a submission the page's inline script kept before the app took its element over. */
type EarlyEvent = readonly ['click', HTMLElement] | readonly ['submit', HTMLFormElement];

declare global {
  interface Window {
    /** What `index.html`'s inline script keeps, oldest first, until it is replayed. */
    __bazaarEarly?: EarlyEvent[];
    /** Called by the inline script when it keeps one (set by {@link replayEarlyEvents}). */
    __bazaarEarlyWake?: () => void;
  }
}

/** How long a kept press waits for the app to take its element over before it is dropped. */
export const EARLY_EVENT_WAIT_MS = 10_000;
let markCommitted: () => void = () => undefined;
/** Settles when the app's first render (the hydration of the server's page) has committed. */
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/**
 * Called by the app once its first render has committed (an effect of the app's root): before
 * then an element React has marked is still being hydrated, and a press on it would be lost.
 */
export function appCommitted(): void {
  markCommitted();
}

/** How long a kept press whose element left the page waits for one drawn in its place. */
const GONE_WAIT_MS = 1_000;
const POLL_MS = 50;

/**
 * Hands the app what the visitor did on the server-drawn page before the app could answer:
 * presses (buttons, choices, ticks) and form submissions the inline script of `index.html` held
 * back. Each is replayed, in order, once the app's first render has committed and React has taken
 * its element over (hydration keeps the
 * server's elements; an element hydrates later when its code loads late, and react-aria's
 * collection items are drawn anew, found again by role, key and text); one whose element is gone
 * or not taken over within {@link EARLY_EVENT_WAIT_MS} (a second when it left the page) is
 * dropped. Presses kept from now on (on a
 * part still hydrating) are replayed the same way. Call it once, as the app starts.
 */
export function replayEarlyEvents(win: Window = window): Promise<void> {
  const queue = win.__bazaarEarly ?? (win.__bazaarEarly = []);
  let draining = false;
  const drain = async (): Promise<void> => {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0) {
        await committed;
        const [type, pressed] = queue[0]!;
        const element = await whenTakenOver(win, pressed);
        queue.shift();
        if (!element) continue;
        // Marked in this slice of the hydration: pressed once the slice has committed.
        await new Promise((resolve) => win.setTimeout(resolve, 0));
        if (type === 'click') element.click();
        else (element as HTMLFormElement).requestSubmit();
      }
    } finally {
      draining = false;
    }
  };
  win.__bazaarEarlyWake = () => void drain();
  return drain();
}

/** Whether React has taken `element` over (it marks the elements it owns with their fiber). */
export function isTakenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** `pressed`, or its replacement, once React has taken it over; null when it does not in time. */
async function whenTakenOver(win: Window, pressed: HTMLElement): Promise<HTMLElement | null> {
  const start = Date.now();
  for (;;) {
    const element = inPage(win.document, pressed);
    if (element && isTakenOver(element)) return element;
    // Gone with no element in its place: given the moment hydration takes to draw it anew.
    const wait = element ? EARLY_EVENT_WAIT_MS : GONE_WAIT_MS;
    if (Date.now() - start >= wait) return null;
    await new Promise((resolve) => win.setTimeout(resolve, POLL_MS));
  }
}

/**
 * `element` if the page still has it, else the item react-aria drew again in its place (the items
 * of its collections, tabs for one, are drawn anew in the browser): the one of the same role and
 * key with the same text. Null when there is none.
 */
function inPage(document: Document, element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  const key = element.getAttribute('data-key');
  const role = element.getAttribute('role');
  if (key === null || role === null) return null;
  const text = element.textContent;
  const candidates = document.querySelectorAll<HTMLElement>(
    `[role="${CSS.escape(role)}"][data-key="${CSS.escape(key)}"]`,
  );
  return [...candidates].find((candidate) => candidate.textContent === text) ?? null;
}
