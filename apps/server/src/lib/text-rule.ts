import { AppError } from './app-error.js';

/**
 * The one rule for text from a client, whatever its encoding (JSON, form, query, path or a
 * multipart field): no U+0000. PostgreSQL text cannot hold it, so letting it through turns a
 * client's byte into a 5xx; no honest client sends it.
 */
export function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      // A NUL in a field's name is as bad as one in its value.
      if (key.includes('\u0000')) return keyPath;
      const found = findNulCharacter(item, keyPath);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Refuses the request's parts that hold a NUL, naming the field (or the part when it is the whole). */
export function refuseNulCharacters(parts: Record<string, unknown>) {
  for (const [part, value] of Object.entries(parts)) {
    const field = findNulCharacter(value);
    if (field !== undefined) throw new AppError('VALIDATION_ERROR', { field: field || part });
  }
}
