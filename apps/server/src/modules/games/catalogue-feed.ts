import { GAME_CATEGORIES, LANGUAGES } from '@app/contracts';
import { z } from 'zod';

// The vendor feed the operator imports (`npm run ops -- catalogue import FILE`). Each entry is
// checked on its own: the valid ones are imported, the others reported with their index and reason.

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/u, 'a code of letters, digits and _');
const label = (max: number) => z.string().trim().min(1).max(max);
const path = z.string().max(2000).default('');
const position = z.int().min(0).max(1_000_000).default(0);
const optionalText = z.string().max(200).nullable().default(null);

export const feedVendorSchema = z.strictObject({
  code,
  displayName: label(80),
  icon: path,
  accountTypeName: z.string().max(80).default(''),
  inHouse: z.boolean().default(false),
  gameCode: z.string().max(32).nullable().default(null),
  cockfight: z.boolean().default(false),
  position,
  enabled: z.boolean().default(true),
  launchUrlTemplate: z
    .string()
    .max(2000)
    .regex(/^(https?:\/\/|\/)/u, 'an http(s) URL or a path')
    .nullable()
    .default(null),
});
export type FeedVendor = z.output<typeof feedVendorSchema>;

export const feedClassificationSchema = z.strictObject({
  category: z.enum(GAME_CATEGORIES),
  key: code,
  position,
  names: z
    .partialRecord(z.enum(LANGUAGES), label(60))
    .refine((names) => names.EN !== undefined, 'names.EN is required (the fallback)'),
});
export type FeedClassification = z.output<typeof feedClassificationSchema>;

export const feedGameSchema = z.strictObject({
  vendor: code,
  gameId: label(64),
  gameCode: z.string().max(64).optional(),
  name: label(120),
  category: z.enum(GAME_CATEGORIES),
  classify: z.array(code).max(20).default([]),
  roomId: optionalText,
  iconUrl: path,
  showIcon: path,
  mobileSmallIcon: path,
  mobileLargeIcon: path,
  /** Pesos; stored as whole centavos. */
  minBet: z.number().min(0).max(1_000_000).default(0),
  supportPlay: z.int().min(0).max(9).default(1),
  isNew: z.boolean().default(false),
  hotRank: z.int().min(1).max(1_000_000).nullable().default(null),
  position,
  enabled: z.boolean().default(true),
  lottoMode: optionalText,
  gameGroupId: optionalText,
  telNodeId: optionalText,
  isH5: z.boolean().default(true),
});
export type FeedGame = z.output<typeof feedGameSchema>;

export const feedSchema = z.object({
  /** The operator's category order; categories left out keep the built-in order after these. */
  categories: z.array(z.unknown()).max(GAME_CATEGORIES.length).default([]),
  vendors: z.array(z.unknown()).max(1_000).default([]),
  classifications: z.array(z.unknown()).max(5_000).default([]),
  games: z.array(z.unknown()).max(50_000).default([]),
});

export const feedCategorySchema = z.strictObject({ category: z.enum(GAME_CATEGORIES), position });

export interface CatalogueFeed {
  categories?: unknown[];
  vendors?: unknown[];
  classifications?: unknown[];
  games?: unknown[];
}
