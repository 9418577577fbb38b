import { z } from 'zod';

/** PostgreSQL text cannot hold U+0000, and no honest client sends it. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'no NUL characters');

/** A vendor, category or classification code. */
export const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/u, 'a code of letters, digits and _');

/** The optional `language` of a query. */
export const languageParam = text(10).optional();

/** A whole number sent as JSON number or, in a query string, as plain digits. */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.int(),
      z
        .string()
        .regex(/^\d{1,9}$/u)
        .transform(Number),
    ])
    .pipe(z.int().min(min).max(max));
