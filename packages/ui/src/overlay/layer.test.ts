import { describe, expect, it } from 'vitest';
import { createLayerStack } from './layer.js';

describe('createLayerStack', () => {
  it('starts popups at 2000 and stacks each further one above the top-most', () => {
    const stack = createLayerStack();
    const first = stack.acquire();
    const second = stack.acquire();
    expect([first, second]).toEqual([2000, 2001]);
    stack.release(second);
    expect(stack.acquire()).toBe(2001);
    stack.release(first);
    expect(stack.acquire()).toBe(2002);
  });

  it('starts again at 2000 once every overlay is closed', () => {
    const stack = createLayerStack();
    stack.release(stack.acquire());
    expect(stack.acquire()).toBe(2000);
  });
});
