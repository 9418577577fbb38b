import { STATEMENT_SPAN, type Statement, type StatementQuery } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { type StatementCentavos, statementRows } from './statement-repository.js';
import { siteTimeZone } from './usage-repository.js';

const pesos = (centavos: number) => centavos / 100;

function figures(row: Omit<StatementCentavos, 'start'>) {
  return {
    deposits: pesos(row.deposits),
    withdrawals: pesos(row.withdrawals),
    bets: pesos(row.bets),
    wins: pesos(row.wins),
    rewards: pesos(row.rewards),
    net: pesos(row.wins - row.bets),
  };
}

/** The activity statement (issue 16): each period's money in and out and the result of play. */
export async function getStatement(db: DbOrTx, memberId: number, query: StatementQuery): Promise<Statement> {
  const timeZone = await siteTimeZone(db);
  const { from, rows } = await statementRows(
    db,
    memberId,
    query.period,
    STATEMENT_SPAN[query.period],
    timeZone,
  );
  const sum = (key: keyof Omit<StatementCentavos, 'start'>) =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    period: query.period,
    timeZone,
    from,
    rows: rows.map((row) => ({ start: row.start, ...figures(row) })),
    total: figures({
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      bets: sum('bets'),
      wins: sum('wins'),
      rewards: sum('rewards'),
    }),
  };
}
