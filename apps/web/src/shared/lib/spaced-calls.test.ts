import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spacedCalls } from './spaced-calls';

describe('spacedCalls (R-CONST-06)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts calls at least the interval apart, in order, without dropping any', async () => {
    const starts: [number, number][] = [];
    const t0 = Date.now();
    const call = spacedCalls(async (id: number) => {
      starts.push([id, Date.now() - t0]);
      return id;
    }, 150);
    const results = [call(1), call(2), call(3)];
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3]);
    expect(starts.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(starts[0]?.[1]).toBe(0);
    expect(starts[1]?.[1]).toBeGreaterThanOrEqual(150);
    expect(starts[2]?.[1]).toBeGreaterThanOrEqual(300);
  });

  it('runs a call at once when the previous one is older than the interval', async () => {
    const starts: number[] = [];
    const call = spacedCalls(async () => {
      starts.push(Date.now());
    }, 150);
    await call(1);
    await vi.advanceTimersByTimeAsync(400);
    const before = Date.now();
    await call(2);
    expect(starts[1]).toBe(before);
  });

  it('runs the same queued argument once, and a failure does not stop the queue', async () => {
    const fn = vi.fn(async (id: number) => {
      if (id === 1) throw new Error('boom');
      return id;
    });
    const call = spacedCalls(fn, 150);
    const a = call(1).catch(() => 'failed');
    const b = call(2);
    const c = call(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(await a).toBe('failed');
    expect(await b).toBe(2);
    expect(await c).toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
