import { checkField } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkChallenge } from '../challenge/index.js';
import { usernameTaken } from './member-repository.js';
import type { RegisterConfig } from './register-config.js';

/**
 * Whether a name is free, letter case ignored (R-API-25, R-ERR-20), after its format check. Each
 * answer costs a solved challenge (S-06): a person asks about a name or two, a list of names costs
 * a bot a proof of work per name on top of the address's limit.
 */
export async function checkUsername(
  db: Db,
  query: { username: string; altcha: string },
  config: RegisterConfig,
) {
  if (checkField('username', query.username, config.username))
    throw new AppError('INVALID_ACCOUNT', { field: 'username' });
  await checkChallenge(db, query.altcha, 'username');
  return { available: !(await usernameTaken(db, query.username)) };
}
