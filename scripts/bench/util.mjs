// Small helpers shared by the bench scripts: time bounds, medians and output formatting.

/** Resolves or rejects like `promise`, but rejects after `ms` with a message naming `what`. */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Progress goes to stderr, so that stdout holds only the figures. */
export const log = (message) => process.stderr.write(`[bench] ${message}\n`);

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const bytesAndKb = (bytes) => `${bytes.toLocaleString('en-US')} B = ${kb(bytes)}`;

// Temp folders made by any step, so that the main script can remove them even when a step is cut
// short (time bound, Ctrl-C) before its own `finally` runs.
const tempDirs = new Set();
export const trackTempDir = (dir) => {
  tempDirs.add(dir);
  return dir;
};
export const untrackTempDir = (dir) => tempDirs.delete(dir);
export const trackedTempDirs = () => [...tempDirs];

/** Set once the run is being stopped (Ctrl-C, time bound): steps must not start anything new. */
export const abort = { requested: false };
export function throwIfAborted() {
  if (abort.requested) throw new Error('stopped');
}
