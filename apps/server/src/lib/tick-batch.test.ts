import { describe, expect, it, vi } from 'vitest';
import { batchPerTick } from './tick-batch.js';

describe('batchPerTick', () => {
  it('runs the calls of one turn as one batch, answering each its own result in order', async () => {
    const run = vi.fn(async (items: readonly number[]) => items.map((item) => item * 10));
    const times10 = batchPerTick(run);
    const results = await Promise.all([times10(1), times10(2), times10(3)]);
    expect(results).toEqual([10, 20, 30]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('gathers calls made from separate I/O callbacks of the same turn, not only one callback', async () => {
    const run = vi.fn(async (items: readonly string[]) => items);
    const echo = batchPerTick(run);
    // Two timers due together run as two callbacks of one timers phase, before the check phase.
    const both = Promise.all([
      new Promise((resolve) => setTimeout(() => resolve(echo('a')), 0)),
      new Promise((resolve) => setTimeout(() => resolve(echo('b')), 0)),
    ]);
    // Both are due before the loop reaches its timers phase, however busy the machine: on a loaded
    // machine the loop could otherwise reach it between the two due times and run them in two
    // turns (CI saw two batches once).
    const dueBy = Date.now() + 5;
    while (Date.now() < dueBy) {
      // wait past both due times without yielding to the loop
    }
    const [first, second] = await both;
    expect([first, second]).toEqual(['a', 'b']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a new batch for calls made after a batch ran', async () => {
    const run = vi.fn(async (items: readonly number[]) => items);
    const echo = batchPerTick(run);
    await echo(1);
    await echo(2);
    expect(run.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it('runs a batch at once when it reaches maxBatch', async () => {
    const run = vi.fn(async (items: readonly number[]) => items);
    const echo = batchPerTick(run, { maxBatch: 2 });
    await Promise.all([echo(1), echo(2), echo(3)]);
    expect(run.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('rejects every call of a failed batch, and of a batch that threw before answering', async () => {
    const failing = batchPerTick<number, number>(async () => {
      throw new Error('redis down');
    });
    await expect(Promise.all([failing(1), failing(2)])).rejects.toThrow('redis down');
    const throwing = batchPerTick<number, number>(() => {
      throw new Error('bad script');
    });
    const calls = [throwing(1), throwing(2)];
    for (const call of calls) await expect(call).rejects.toThrow('bad script');
  });

  it('rejects every call when the batch answers a different number of results', async () => {
    const short = batchPerTick<number, number>(async () => [1]);
    const calls = [short(1), short(2)];
    for (const call of calls) await expect(call).rejects.toThrow('a batch of 2 answered 1 results');
  });
});
