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
});
