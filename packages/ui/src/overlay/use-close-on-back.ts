import { useEffect, useId, useRef } from 'react';

const HISTORY_KEY = 'bazaarOverlay';

/** Navigations out of open overlays under way (see {@link navigateFromOverlay}). */
let leaving = 0;

function ownsTopEntry(id: string): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return state?.[HISTORY_KEY] === id;
}

/** Whether the browser's current history entry is an open overlay's (pushed by {@link useCloseOnBack}). */
export function isOverlayEntry(): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return typeof state?.[HISTORY_KEY] === 'string';
}

/**
 * Runs a navigation that leaves the page from inside an open overlay (a link in a dialog, a
 * "Top up" button in a sheet) so that closing the overlay on the way never undoes it. `navigate`
 * is asked to replace the current history entry when it is an overlay's (the new page takes the
 * overlay's place: back from it returns to the page under the overlay), and while it runs an
 * overlay that closes leaves its entry to it instead of stepping back over it (a step back would
 * land after the navigation and return to the page it left). Call it around every navigation of
 * the app's router: navigations with no overlay open run unchanged.
 */
export async function navigateFromOverlay<T>(
  navigate: (replace: boolean) => T | Promise<T>,
): Promise<T> {
  if (!isOverlayEntry()) return navigate(false);
  leaving += 1;
  try {
    return await navigate(true);
  } finally {
    leaving -= 1;
  }
}

/**
 * Closes an overlay on the browser's back (spec section 9) instead of leaving the page: opening
 * pushes a history entry that keeps the router's state; back pops it and calls `onClose`; closing
 * any other way (a button, Escape) steps back over that entry so the history stays as it was.
 * Each overlay owns its own entry, so back closes nested overlays one at a time, top first.
 *
 * An overlay that closes while a navigation leaves it ({@link navigateFromOverlay}), or that
 * unmounts while open (the page navigated away), leaves its entry alone: stepping back then would
 * undo the navigation.
 */
export function useCloseOnBack(isOpen: boolean, onClose: () => void, enabled = true): void {
  const id = useId();
  const pushed = useRef(false);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    if (!isOpen) {
      if (pushed.current && leaving === 0 && ownsTopEntry(id)) window.history.back();
      pushed.current = false;
      return undefined;
    }
    // Strict mode runs this twice; the entry pushed the first time is still on top.
    if (!ownsTopEntry(id)) {
      window.history.pushState({ ...(window.history.state ?? {}), [HISTORY_KEY]: id }, '');
    }
    pushed.current = true;
    const onPopState = () => {
      if (ownsTopEntry(id)) return;
      pushed.current = false;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled, id, isOpen]);
}
