/** A call's own answer in a batch: its value, or the error it alone ends with. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface BatcherOptions {
  /** The most calls one batch takes. */
  maxBatch: number;
  /** The most batches running at once; further calls wait and go together in the next one. */
  maxRunning: number;
}

/**
 * Gathers calls that arrive while earlier ones are being written, and runs them together: a call
 * on a quiet server goes alone at once (on the next turn of the event loop), while a burst of a
 * thousand bets becomes a few dozen transactions instead of a thousand. `run` answers each call of
 * its batch, in order; when it throws, every call of that batch ends with the error.
 */
export function batcher<I, O>(run: (items: I[]) => Promise<Outcome<O>[]>, options: BatcherOptions) {
  const queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    while (running < options.maxRunning && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      running++;
      run(batch.map((call) => call.item))
        .then(
          (outcomes) => {
            for (const [i, call] of batch.entries()) {
              const outcome = outcomes[i];
              if (!outcome) call.reject(new Error('the batch gave this call no answer'));
              else if (outcome.ok) call.resolve(outcome.value);
              else call.reject(outcome.error);
            }
          },
          (error: unknown) => {
            for (const call of batch) call.reject(error);
          },
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // The calls of one turn of the event loop go together.
        if (!scheduled) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}

/** Runs `once` on the batch, or, when the batch as a whole fails, on each call alone. */
export async function eachAloneOnFailure<I, O>(
  items: I[],
  once: (items: I[]) => Promise<Outcome<O>[]>,
): Promise<Outcome<O>[]> {
  try {
    return await once(items);
  } catch (error) {
    if (items.length === 1) return [{ ok: false, error }];
    const outcomes: Outcome<O>[] = [];
    for (const item of items) {
      try {
        outcomes.push(...(await once([item])));
      } catch (alone) {
        outcomes.push({ ok: false, error: alone });
      }
    }
    return outcomes;
  }
}
