import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { createMemoryRateLimiter } from './rate-limiter.js';

describe('createMemoryRateLimiter', () => {
  it('counts hits in a fixed window that opens with the first hit, per key', async () => {
    const clock = new ManualClock();
    const limiter = createMemoryRateLimiter(clock);
    expect(await limiter.hit('chat:send:1', 10)).toEqual({ hits: 1, retryAfter: 10 });
    clock.advanceSeconds(4);
    expect(await limiter.hit('chat:send:1', 10)).toEqual({ hits: 2, retryAfter: 6 });
    expect(await limiter.hit('chat:send:2', 10)).toEqual({ hits: 1, retryAfter: 10 });
    expect(await limiter.peek('chat:send:1')).toEqual({ hits: 2, retryAfter: 6 });
    expect(await limiter.peek('nobody')).toEqual({ hits: 0, retryAfter: 0 });
  });

  it('starts a new window once the last one ended, and forgets a reset key', async () => {
    const clock = new ManualClock();
    const limiter = createMemoryRateLimiter(clock);
    await limiter.hit('k', 5);
    await limiter.hit('k', 5);
    clock.advanceSeconds(5);
    expect(await limiter.peek('k')).toEqual({ hits: 0, retryAfter: 0 });
    expect(await limiter.hit('k', 5)).toEqual({ hits: 1, retryAfter: 5 });
    await limiter.reset('k');
    expect(await limiter.peek('k')).toEqual({ hits: 0, retryAfter: 0 });
    // Ended windows are swept as other keys are hit, a minute apart at most.
    clock.advanceSeconds(120);
    expect(await limiter.hit('other', 5)).toEqual({ hits: 1, retryAfter: 5 });
  });
});
