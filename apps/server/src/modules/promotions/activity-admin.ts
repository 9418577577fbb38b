import { LANGUAGES } from '@app/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { insertActivity } from './activity-repository.js';

/** Operator-written text by language, EN required. */
export const localisedTexts = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(max))
    .refine((record) => record.EN !== undefined, 'EN is required: it is every other language’s fallback');

/** An activity as the operator writes it (`npm run ops -- activity add --file activity.json`). */
export const activityInputSchema = z
  .strictObject({
    titles: localisedTexts(120),
    bodies: localisedTexts(4000),
    terms: localisedTexts(4000),
    bannerUrl: z
      .string()
      .max(500)
      .regex(/^(|\/[^/].*|https:\/\/.+)$/u, 'a /path on this site or an https:// URL')
      .default(''),
    startsAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    endsAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    needsApplication: z.boolean().default(true),
    /** Pesos an approved application is given. */
    reward: z.number().min(0).max(1_000_000).default(0),
    position: z.int().min(0).max(10_000).default(0),
  })
  .refine((a) => a.endsAt > a.startsAt, { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((a) => !a.needsApplication || a.reward > 0, {
    message: 'an activity players apply to gives a reward on approval: set reward (pesos) above 0',
    path: ['reward'],
  });
export type ActivityInput = z.output<typeof activityInputSchema>;

export function addActivity(db: DbOrTx, input: ActivityInput): Promise<number> {
  const { titles, bodies, terms, reward, ...rest } = input;
  return insertActivity(db, {
    ...rest,
    titles: titles as Record<string, string>,
    bodies: bodies as Record<string, string>,
    terms: terms as Record<string, string>,
    rewardAmount: Math.round(reward * 100),
  });
}
