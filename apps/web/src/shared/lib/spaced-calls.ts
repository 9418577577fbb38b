/**
 * Runs calls one after another, each at least `intervalMs` after the previous one started
 * (R-CONST-06): a throttle that queues instead of dropping, since every call carries its own
 * argument (an announcement id) and none may be lost. The same argument queued twice runs once.
 */
export function spacedCalls<A, R>(
  fn: (arg: A) => Promise<R>,
  intervalMs: number,
  clock: { now(): number; wait(ms: number): Promise<void> } = {
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): (arg: A) => Promise<R> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let tail: Promise<unknown> = Promise.resolve();
  const pending = new Map<A, Promise<R>>();
  return (arg: A) => {
    const queued = pending.get(arg);
    if (queued) return queued;
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - clock.now();
      if (wait > 0) await clock.wait(wait);
      lastStart = clock.now();
      pending.delete(arg);
      return fn(arg);
    });
    pending.set(arg, run);
    tail = run.catch(() => undefined);
    return run;
  };
}
