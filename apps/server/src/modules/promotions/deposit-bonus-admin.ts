import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { localisedTexts } from './activity-admin.js';
import { insertPromo } from './deposit-bonus-repository.js';

const pesos = z.number().positive().max(1_000_000).multipleOf(0.01);

/** A deposit promotion as the operator writes it (`ops bonus promo-add --file`); amounts in pesos. */
export const depositPromoInputSchema = z
  .strictObject({
    titles: localisedTexts(80),
    terms: localisedTexts(2000),
    percent: z.number().positive().max(1000).multipleOf(0.01),
    maxBonus: pesos,
    minDeposit: pesos,
    wageringMultiple: z.int().min(1).max(100),
    expiryDays: z.int().min(1).max(365),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    oncePerMember: z.boolean().default(true),
  })
  .refine((p) => !p.endsAt || !p.startsAt || p.endsAt > p.startsAt, {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type DepositPromoInput = z.infer<typeof depositPromoInputSchema>;

export function addDepositPromo(db: Db, input: DepositPromoInput): Promise<number> {
  return insertPromo(db, {
    titles: input.titles as Record<string, string>,
    terms: input.terms as Record<string, string>,
    percentBp: Math.round(input.percent * 100),
    maxBonus: Math.round(input.maxBonus * 100),
    minDeposit: Math.round(input.minDeposit * 100),
    wageringMultiple: input.wageringMultiple,
    expiryDays: input.expiryDays,
    startsAt: input.startsAt ? new Date(input.startsAt) : new Date(),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    oncePerMember: input.oncePerMember,
  });
}
