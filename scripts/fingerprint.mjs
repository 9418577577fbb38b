import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) =>
      name === 'node_modules' || name === 'dist' ? [] : filesUnder(path.join(entry, name)),
    );
}

/** A hash of the contents of every file under the given paths: equal hashes mean nothing changed. */
export function fingerprint(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(filesUnder)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
