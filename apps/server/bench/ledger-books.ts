// Setting up the players of a ledger load and auditing the books afterwards (shared by the
// PostgreSQL bank test, `npm run soak:ledger` and `npm run bench:ledger`).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { launchTokens } from '../src/db/schema/index.js';
import {
  adjustBalance,
  ledgerTotals,
  rollUpHouseBalances,
  setVendorSecret,
} from '../src/modules/wallet/index.js';
import type { LoadCall, LoadPlayer } from './ledger-load.js';

export interface LedgerStage {
  vendorCode: string;
  secret: string;
  gameId: string;
  players: LoadPlayer[];
  /** playerId → centavos credited before the load. */
  funded: Map<string, number>;
}

export interface StageOptions {
  vendorCode?: string;
  players: number;
  fundCentavos: number;
  /** Parallel credits while funding (each is its own transaction). */
  concurrency?: number;
}

/**
 * A vendor with one game and a wallet secret, `players` members each with a launch token for it
 * and `fundCentavos` credited through the operator's adjustment (the ledger's own path).
 */
export async function stageLedgerLoad(db: Db, options: StageOptions): Promise<LedgerStage> {
  const { vendorCode = 'LOADV', players: count, fundCentavos, concurrency = 8 } = options;
  const gameId = 'ledger-load';
  const secret = randomBytes(32).toString('hex');
  await db.execute(sql`
    insert into vendors (code, display_name) values (${vendorCode}, 'Ledger load vendor') on conflict do nothing`);
  await db.execute(sql`
    insert into games (vendor_code, game_id, game_code, name, category)
    values (${vendorCode}, ${gameId}, ${gameId}, 'Ledger load', 'RNG') on conflict do nothing`);
  await setVendorSecret(db, vendorCode, secret);

  const prefix = `load${randomBytes(3).toString('hex')}_`;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into members (username) select ${prefix} || g from generate_series(1, ${count}::int) g returning id`);
  const memberIds = rows.map((row) => Number(row.id));
  // Tokens outlive any run: the protocol's sliding expiry is the wallet's tests' concern, not the load's.
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const players = memberIds.map((id) => ({
    playerId: String(id),
    token: randomBytes(32).toString('base64url'),
  }));
  for (let i = 0; i < players.length; i += 1_000) {
    await db.insert(launchTokens).values(
      players.slice(i, i + 1_000).map((p) => ({
        tokenHash: createHash('sha256').update(p.token).digest('hex'),
        memberId: Number(p.playerId),
        vendorCode,
        nodeId: null,
        expiresAt,
      })),
    );
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < memberIds.length) {
        const id = memberIds[next++] as number;
        await adjustBalance(db, id, fundCentavos, `${prefix}fund-${id}`);
      }
    }),
  );
  return {
    vendorCode,
    secret,
    gameId,
    players,
    funded: new Map(players.map((p) => [p.playerId, fundCentavos])),
  };
}

export interface Audit {
  balanceSum: number;
  entrySum: number;
  negativePlayers: number;
  /** Accounts whose balance is not the sum of their entries. */
  accountsOffEntries: number;
  /** Transfers without exactly two entries summing to zero. */
  unbalancedTransfers: number;
  /** Acknowledged calls that moved money, checked against the books. */
  acknowledgedTransfers: number;
  /** Acknowledged transfers missing from the books. */
  lost: number;
  /** Transaction ids with more than one transfer. */
  duplicated: number;
  /** Vendor transfers nobody acknowledged, or kept for a call answered as moving nothing. */
  phantom: number;
  /** Transfers whose kind, amount, player or id differ from the call answered. */
  mismatched: number;
  /** Rollbacks answered as unknown whose referenced transaction nevertheless moved money. */
  voidedButPosted: number;
  /** Players whose balance differs from their funding plus what every answered call moved. */
  playersOffModel: number;
  transfers: number;
  examples: string[];
}

/** The figures that must all be zero for the books to be right. */
export const AUDIT_MUST_BE_ZERO = [
  'balanceSum',
  'entrySum',
  'negativePlayers',
  'accountsOffEntries',
  'unbalancedTransfers',
  'lost',
  'duplicated',
  'phantom',
  'mismatched',
  'voidedButPosted',
  'playersOffModel',
] as const;

export const auditPassed = (audit: Audit) => AUDIT_MUST_BE_ZERO.every((key) => audit[key] === 0);

interface BookTransfer {
  id: number;
  key: string;
  kind: string;
  amount: number;
  memberId: number;
  reversesKey: string | null;
}

/**
 * Audits the books against every acknowledged call of the stage's vendor (all runs on this
 * database, merged): the ledger's own totals, each transfer's two entries, each acknowledged
 * transfer present exactly once as answered, nothing else posted, and each player's balance equal
 * to a model replayed from the answers alone.
 */
export async function auditLedger(db: Db, stage: LedgerStage, calls: Map<string, LoadCall>): Promise<Audit> {
  const examples: string[] = [];
  const note = (line: string) => {
    if (examples.length < 20) examples.push(line);
  };
  const totals = await ledgerTotals(db);
  // With the load over, the house balances are brought up to date, and then every account's row
  // must equal its entries outright.
  await rollUpHouseBalances(db);
  const unbalanced = await db.execute<{ n: string }>(sql`
    select count(*) as n from (
      select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0) x`);
  const offEntries = await db.execute<{ n: string }>(sql`
    select count(*) as n from ledger_accounts a
    left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
    where a.balance <> coalesce(e.s, 0)`);
  const { rows } = await db.execute<{
    id: string;
    key: string;
    kind: string;
    amount: string;
    member_id: string;
    reverses_key: string | null;
  }>(sql`
    select t.id, t.idempotency_key as key, t.kind, t.amount, t.member_id, r.idempotency_key as reverses_key
    from ledger_transfers t left join ledger_transfers r on r.id = t.reverses_id
    where t.scope = ${stage.vendorCode}`);
  const byKey = new Map<string, BookTransfer[]>();
  for (const row of rows) {
    const transfer = {
      id: Number(row.id),
      key: row.key,
      kind: row.kind,
      amount: Number(row.amount),
      memberId: Number(row.member_id),
      reversesKey: row.reverses_key,
    };
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), transfer]);
  }

  let acknowledgedTransfers = 0;
  let lost = 0;
  let duplicated = 0;
  let phantom = 0;
  let mismatched = 0;
  let voidedButPosted = 0;
  const model = new Map(stage.funded);
  const move = (playerId: string, centavos: number) =>
    model.set(playerId, (model.get(playerId) ?? 0) + centavos);

  for (const [id, transfers] of byKey) {
    if (transfers.length > 1) {
      duplicated += 1;
      note(`duplicated: ${id} has ${transfers.length} transfers`);
    }
    const call = calls.get(id);
    if (!call?.answer.success || call.answer.value?.transferId == null) {
      phantom += 1;
      note(
        `phantom: ${id} (${transfers[0]?.kind}) is in the books; answered ${JSON.stringify(call?.answer ?? null)}`,
      );
    }
  }

  for (const [id, call] of calls) {
    const { answer } = call;
    if (!answer.success) continue;
    const transferId = answer.value?.transferId;
    if (call.action === 'rollback' && transferId == null && byKey.has(call.body.referenceTransactionId)) {
      voidedButPosted += 1;
      note(`voided but posted: ${call.body.referenceTransactionId} was rolled back as unknown by ${id}`);
    }
    if (transferId == null) continue;
    acknowledgedTransfers += 1;
    const transfer = byKey.get(id)?.[0];
    if (!transfer) {
      lost += 1;
      note(`lost: ${call.action} ${id} answered with transfer ${transferId}`);
      continue;
    }
    const referenced = call.action === 'rollback' ? calls.get(call.body.referenceTransactionId) : undefined;
    const amount =
      call.action === 'rollback'
        ? referenced && referenced.action !== 'rollback'
          ? referenced.body.amount
          : Number.NaN
        : call.body.amount;
    const ok =
      String(transfer.id) === String(transferId) &&
      transfer.kind === call.action &&
      transfer.amount === amount &&
      String(transfer.memberId) === call.body.playerId &&
      (call.action !== 'rollback' || transfer.reversesKey === call.body.referenceTransactionId);
    if (!ok) {
      mismatched += 1;
      note(
        `mismatched: ${call.action} ${id} answered ${JSON.stringify(answer.value)}, books ${JSON.stringify(transfer)}`,
      );
    }
    const sign = call.action === 'bet' || referenced?.action === 'win' ? -1 : 1;
    move(call.body.playerId, sign * transfer.amount);
  }

  const balances = await db.execute<{ member_id: string; balance: string }>(sql`
    select member_id, balance from ledger_accounts where member_id is not null and currency = 'PHP'`);
  const actual = new Map(balances.rows.map((row) => [String(row.member_id), Number(row.balance)]));
  let playersOffModel = 0;
  for (const [playerId, expected] of model) {
    const got = actual.get(playerId) ?? 0;
    if (got !== expected) {
      playersOffModel += 1;
      note(`player ${playerId}: balance ${got}, answers say ${expected}`);
    }
  }

  return {
    balanceSum: totals.balanceSum,
    entrySum: totals.entrySum,
    negativePlayers: totals.negativePlayers,
    accountsOffEntries: Number(offEntries.rows[0]?.n),
    unbalancedTransfers: Number(unbalanced.rows[0]?.n),
    acknowledgedTransfers,
    lost,
    duplicated,
    phantom,
    mismatched,
    voidedButPosted,
    playersOffModel,
    transfers: totals.transfers,
    examples,
  };
}

/** The audit as lines `name: value`, the ones that must be zero marked when they are not. */
export function auditLines(audit: Audit): string[] {
  return [
    ...AUDIT_MUST_BE_ZERO.map((key) => `${key}: ${audit[key]}${audit[key] === 0 ? '' : '  ← must be 0'}`),
    `acknowledged transfers checked: ${audit.acknowledgedTransfers} of ${audit.transfers} in the books`,
    ...audit.examples.map((line) => `  ${line}`),
  ];
}
