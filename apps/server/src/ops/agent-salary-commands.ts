import { SALARY_PAYOUT_STATUSES, type SalaryPayoutStatus } from '@app/contracts';
import { listSalaryPayouts, paySalaries } from '../modules/agent/index.js';
import { json, OpsError } from './args.js';
import { limit, type OpsCommand, text } from './command.js';

/** The agents' daily and hourly salaries (R-AGENT-05, R-AGENT-06): what was paid, and a payout run now; every run is audited. */
export const AGENT_SALARY_COMMANDS: OpsCommand[] = [
  {
    name: 'agent salaries',
    usage: '[--status paid|none|unpaid] [--limit 100]',
    summary: 'daily and hourly salaries of the contracts, newest first (unpaid: the agent was short)',
    options: { status: 'string', limit: 'string' },
    run: async (db, input) => {
      const status = text(input, 'status');
      if (status !== undefined && !(SALARY_PAYOUT_STATUSES as readonly string[]).includes(status))
        throw new OpsError(`--status is one of ${SALARY_PAYOUT_STATUSES.join(', ')}`);
      return json(
        await listSalaryPayouts(
          db,
          status as SalaryPayoutStatus | undefined,
          limit(input, 'limit', 100, 1000),
        ),
      );
    },
  },
  {
    name: 'agent pay-salaries',
    summary:
      "pays the finished days' and hours' salaries now, those not paid yet (the server does it by itself)",
    run: async (db) => json(await paySalaries(db)),
  },
];
