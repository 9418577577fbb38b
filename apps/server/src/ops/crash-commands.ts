import { CRASH_RULES } from '@app/contracts';
import { insertChain, makeChain } from '../modules/crash/index.js';
import { json, OpsError } from './args.js';
import type { OpsCommand } from './command.js';

/** Crash's hash chains. */
export const CRASH_COMMANDS: OpsCommand[] = [
  {
    name: 'crash chain',
    usage: '[LENGTH]',
    summary: 'a new Crash hash chain; the next round uses it. Publish the terminating hash and salt',
    run: async (db, { positionals: [length] }) => {
      const count = length === undefined ? CRASH_RULES.chainLength : Number(length);
      if (!Number.isInteger(count) || count < 1 || count > 10_000_000)
        throw new OpsError('give the chain length, 1 to 10,000,000');
      const chain = await insertChain(db, makeChain(count));
      return json({
        chainId: chain.id,
        length: chain.length,
        terminatingHash: chain.terminatingHash,
        salt: chain.salt,
      });
    },
  },
];
