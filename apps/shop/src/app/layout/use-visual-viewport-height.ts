import { useEffect, useState } from 'react';

/**
 * The height in px of the part of the window the user sees (`window.visualViewport`), following
 * the on-screen keyboard as it opens and closes; `undefined` before the page runs or where the
 * browser has no visual viewport. Chrome on Android already shrinks the layout (and `dvh`) for the
 * keyboard with `interactive-widget=resizes-content` in the viewport meta; Safari on iOS ignores
 * that and only shrinks the visual viewport, so a screen that must stay above the keyboard sizes
 * itself with this.
 */
export function useVisualViewportHeight(): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setHeight(Math.round(viewport.height));
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return height;
}
