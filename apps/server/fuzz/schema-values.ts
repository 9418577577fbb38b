// Values for the fuzzer, read off the OpenAPI document's JSON schemas: a plausible value of a
// schema (so a request gets past the first check and deeper into the code), and the odd values a
// careless or hostile client sends in its place.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** What a client should never send, and some clients do. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  0.1,
  'NaN',
  '-0',
  '1e9999',
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\u202e\u200b',
  '\ud800',
  '💥🎰',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{"$ne":null}',
  true,
  [],
  [null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** Odd text for the fields of a form, where there are no types to get wrong. */
export const ODD_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  'x'.repeat(5_000),
  '',
  ' \t\n',
];

/** Odd path parameters, already as they appear in a URL. */
export const ODD_PATH_VALUES: readonly string[] = [
  '%',
  '%00',
  '%2e%2e%2f',
  '..',
  'a'.repeat(300),
  '-1',
  '%F0%9F%8E%B0',
  '%C0%AF',
  '',
];

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A value the schema accepts, as far as a sketch of it can tell. */
export function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.enum?.length) return pick(random, schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return plausible(pick(random, alternatives), random, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], random, depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return [plausible(schema.items, random, depth + 1)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || random() < 0.5)
          value[key] = plausible(property, random, depth + 1);
      return value;
    }
    default: {
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'date-time') return '2026-11-01T00:00:00.000Z';
      const length = Math.max(schema.minLength ?? 3, 3);
      return 'abcdefgh12345678'.repeat(8).slice(0, Math.min(length, schema.maxLength ?? length));
    }
  }
}

/** The object with one of its fields (or a new one) set to an odd value, or removed. */
export function mutate(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || random() < 0.1)
    return pick(random, ODD_VALUES);
  const copy: Record<string, unknown> = { ...value };
  const keys = Object.keys(copy);
  const roll = random();
  if (keys.length === 0 || roll < 0.1)
    copy[pick(random, ['isAdmin', 'memberId', 'type', '__proto__', ''])] = 1;
  else {
    const key = pick(random, keys);
    if (roll < 0.2) delete copy[key];
    else copy[key] = random() < 0.2 ? mutate(copy[key], random) : pick(random, ODD_VALUES);
  }
  return copy;
}
