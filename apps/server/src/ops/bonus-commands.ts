import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDepositPromo,
  depositPromoInputSchema,
  endDueBonuses,
  listAllPromos,
  setPromoHidden,
} from '../modules/promotions/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

const LIST_LIMIT = 50;

function promoFile(input: OpsInput): unknown {
  const file = requiredText(input, 'file');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new OpsError(`cannot read ${file} as JSON`);
  }
}

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
      const parsed = depositPromoInputSchema.safeParse(promoFile(input));
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
    run: async (db, input) => {
      const member = text(input, 'member') ?? null;
      const { rows } = await db.execute(sql`
        select b.id, m.username, b.promo_id, b.deposit_order_id, b.status, b.amount, b.locked,
               b.wagering_required, b.wagered, b.expires_at, b.created_at, b.closed_at
          from member_bonuses b join members m on m.id = b.member_id
          where ${member}::text is null or lower(m.username) = lower(${member})
          order by b.id desc limit ${LIST_LIMIT}`);
      return json(
        rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          promoId: Number(r.promo_id),
          orderId: Number(r.deposit_order_id),
          status: r.status,
          amount: Number(r.amount) / 100,
          locked: Number(r.locked) / 100,
          wageringRequired: Number(r.wagering_required) / 100,
          wagered: Number(r.wagered) / 100,
          expiresAt: r.expires_at ? new Date(String(r.expires_at)).toISOString() : null,
        })),
      );
    },
  },
  {
    name: 'bonus end-due',
    summary: 'ends the expired, spent and abandoned bonuses now, as the scheduled job would',
    run: async (db) => `${await endDueBonuses(db)} bonuses ended`,
  },
];
