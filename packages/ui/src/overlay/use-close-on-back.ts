import { useEffect, useId, useRef } from 'react';

const HISTORY_KEY = 'bazaarOverlay';

function ownsTopEntry(id: string): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return state?.[HISTORY_KEY] === id;
}

/**
 * Closes an overlay on the browser's back (spec section 9) instead of leaving the page: opening
 * pushes a history entry that keeps the router's state; back pops it and calls `onClose`; closing
 * any other way (a button, Escape) steps back over that entry so the history stays as it was.
 * Each overlay owns its own entry, so back closes nested overlays one at a time, top first.
 *
 * An overlay that unmounts while open (the page navigated away) leaves its entry alone: stepping
 * back then would undo the navigation.
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
      if (pushed.current && ownsTopEntry(id)) window.history.back();
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
