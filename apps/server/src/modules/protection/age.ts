import { birthDateProblem, dayIn } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { birthDateOf, recordBirthDate } from './age-repository.js';
import { siteTimeZone } from './usage-repository.js';

/**
 * Refuses a deposit by a member without a date of birth (BIRTH_DATE_REQUIRED, they are asked for
 * it) or under 21 today in the site's time zone (UNDER_AGE), H-8.
 */
export async function assertOfAge(db: DbOrTx, memberId: number) {
  const birthDate = await birthDateOf(db, memberId);
  if (!birthDate) throw new AppError('BIRTH_DATE_REQUIRED', { field: 'birthDate' });
  if (birthDateProblem(birthDate, dayIn(await siteTimeZone(db))) === 'under_age')
    throw new AppError('UNDER_AGE', { field: 'birthDate' });
}

/**
 * A member who registered before the date of birth was asked gives it, with the PAGCOR
 * confirmation. It is kept even when under 21 (so a second try with another date is refused),
 * and the answer is then UNDER_AGE. A date already given cannot be changed (BIRTH_DATE_SET).
 */
export async function giveBirthDate(db: Db, memberId: number, birthDate: string) {
  const problem = birthDateProblem(birthDate, dayIn(await siteTimeZone(db)));
  if (problem === 'invalid')
    throw new AppError('VALIDATION_ERROR', { field: 'birthDate', reason: 'val_birth_date' });
  if (!(await recordBirthDate(db, memberId, birthDate))) {
    if ((await birthDateOf(db, memberId)) !== birthDate)
      throw new AppError('BIRTH_DATE_SET', { field: 'birthDate' });
  }
  if (problem === 'under_age') throw new AppError('UNDER_AGE', { field: 'birthDate' });
}
