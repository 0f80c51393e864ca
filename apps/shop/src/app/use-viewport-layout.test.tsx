import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWindowWidth } from '../test/render-app.js';
import { primeViewportLayout, useViewportLayout } from './use-viewport-layout.js';

afterEach(() => {
  vi.restoreAllMocks();
  setWindowWidth(375);
});

describe('useViewportLayout', () => {
  it('follows the window across 500 px', () => {
    setWindowWidth(375);
    const { result } = renderHook(() => useViewportLayout());
    expect(result.current).toBe('mobile');
    act(() => setWindowWidth(1280));
    expect(result.current).toBe('desktop');
    act(() => setWindowWidth(499));
    expect(result.current).toBe('mobile');
  });

  it('reads the width once between resizes (a read can force the browser to lay out)', () => {
    setWindowWidth(1280);
    expect(primeViewportLayout()).toBe('desktop');
    const width = vi.spyOn(window, 'innerWidth', 'get');
    const { result, rerender } = renderHook(() => useViewportLayout());
    rerender();
    rerender();
    expect(result.current).toBe('desktop');
    expect(width).not.toHaveBeenCalled();
  });

  it('goes by the width media queries see, not a widened innerWidth (a phone shown a wide page)', () => {
    // A phone's browser widens innerWidth to fit a page wider than its screen.
    setWindowWidth(732);
    const matchMedia = vi.fn(
      (query: string) => ({ matches: false, media: query }) as MediaQueryList,
    );
    vi.stubGlobal('matchMedia', matchMedia);
    window.dispatchEvent(new Event('resize'));
    const { result } = renderHook(() => useViewportLayout('desktop'));
    expect(result.current).toBe('mobile');
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 500px)');
    vi.unstubAllGlobals();
  });
});
