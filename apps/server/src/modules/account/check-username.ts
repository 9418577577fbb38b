import { checkField } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { usernameTaken } from './member-repository.js';
import type { RegisterConfig } from './register-config.js';

/** Whether a name is free, letter case ignored (R-API-25, R-ERR-20), after its format check. */
export async function checkUsername(db: Db, username: string, config: RegisterConfig) {
  if (checkField('username', username, config.username))
    throw new AppError('INVALID_ACCOUNT', { field: 'username' });
  return { available: !(await usernameTaken(db, username)) };
}
