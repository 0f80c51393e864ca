/**
 * Gathers the calls made in one turn of the event loop and runs them as one batch: `run` gets
 * every item queued since the last batch and answers one result per item, in order. The batch
 * runs in the loop's check phase (`setImmediate`), after every socket that was ready has been
 * read, so work that many sockets start at once (a rate-limit hit per chat frame, a presence
 * lookup per message stored in one commit) costs one round trip instead of one each. A failed
 * batch rejects each of its calls with the error; a batch reaching `maxBatch` items runs at once.
 */
export function batchPerTick<Item, Result>(
  run: (items: readonly Item[]) => Promise<readonly Result[]>,
  { maxBatch = 500 }: { readonly maxBatch?: number } = {},
): (item: Item) => Promise<Result> {
  interface Waiting {
    readonly item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  let queue: Waiting[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  const flush = () => {
    clearImmediate(scheduled);
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let running: Promise<readonly Result[]>;
    try {
      running = run(batch.map((waiting) => waiting.item));
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (results) => {
        if (results.length !== batch.length) {
          const error = new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const waiting of batch) waiting.reject(error);
          return;
        }
        batch.forEach((waiting, index) => waiting.resolve(results[index] as Result));
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      },
    );
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length >= maxBatch) flush();
      else scheduled ??= setImmediate(flush);
    });
}
