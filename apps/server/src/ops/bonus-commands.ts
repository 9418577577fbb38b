import { z } from 'zod';
import {
  addDepositPromo,
  depositPromoInputSchema,
  endDueBonuses,
  listAllPromos,
  listMemberBonuses,
  setPromoHidden,
} from '../modules/promotions/index.js';
import { json, OpsError, positiveId } from './args.js';
import { jsonFile, type OpsCommand, type OpsInput, text } from './command.js';

const LIST_LIMIT = 50;

const hiding = (hidden: boolean) => async (db: Parameters<OpsCommand['run']>[0], input: OpsInput) => {
  const id = positiveId(input.positionals[0], 'promotion id');
  return (await setPromoHidden(db, id, hidden))
    ? `deposit promotion ${id} ${hidden ? 'hidden' : 'shown'}`
    : `no such deposit promotion ${id}`;
};

/** Deposit promotions (R-WALLET-08) and the bonuses members hold from them. */
export const BONUS_COMMANDS: OpsCommand[] = [
  {
    name: 'bonus promo-list',
    summary: 'every deposit promotion, hidden ones too, newest first (pesos)',
    run: async (db) =>
      json(
        (await listAllPromos(db)).map((p) => ({
          id: p.id,
          title: p.titles.EN,
          percent: p.percentBp / 100,
          maxBonus: p.maxBonus / 100,
          minDeposit: p.minDeposit / 100,
          wageringMultiple: p.wageringMultiple,
          expiryDays: p.expiryDays,
          startsAt: p.startsAt.toISOString(),
          endsAt: p.endsAt?.toISOString() ?? null,
          oncePerMember: p.oncePerMember,
          hidden: p.hidden,
        })),
      ),
  },
  {
    name: 'bonus promo-add',
    usage: '--file promo.json',
    summary:
      'add a deposit promotion: {"titles":{"EN":…},"terms":{"EN":…},"percent","maxBonus","minDeposit" (pesos),\n' +
      '"wageringMultiple","expiryDays","startsAt","endsAt","oncePerMember"}; EN is required',
    options: { file: 'string' },
    run: async (db, input) => {
      const parsed = depositPromoInputSchema.safeParse(jsonFile(input, 'file'));
      if (!parsed.success) throw new OpsError(z.prettifyError(parsed.error));
      return `deposit promotion ${await addDepositPromo(db, parsed.data)} added`;
    },
  },
  { name: 'bonus promo-hide', usage: 'ID', summary: 'no new member may join it', run: hiding(true) },
  { name: 'bonus promo-show', usage: 'ID', summary: 'open a hidden promotion again', run: hiding(false) },
  {
    name: 'bonus list',
    usage: '[--member NAME]',
    summary: "members' bonuses, newest first, with their locked money and wagering (pesos)",
    options: { member: 'string' },
    run: async (db, input) =>
      json(
        (await listMemberBonuses(db, text(input, 'member') ?? null, LIST_LIMIT)).map(
          ({ bonus, username }) => ({
            id: bonus.id,
            username,
            promoId: bonus.promoId,
            orderId: bonus.depositOrderId,
            status: bonus.status,
            amount: bonus.amount / 100,
            locked: bonus.locked / 100,
            wageringRequired: bonus.wageringRequired / 100,
            wagered: bonus.wagered / 100,
            expiresAt: bonus.expiresAt?.toISOString() ?? null,
          }),
        ),
      ),
  },
  {
    name: 'bonus end-due',
    summary: 'ends the expired, spent and abandoned bonuses now, as the scheduled job would',
    run: async (db) => `${await endDueBonuses(db)} bonuses ended`,
  },
];
