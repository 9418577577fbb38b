import { userInfo } from 'node:os';
import { addNdrpExclusion, listNdrp } from '../modules/protection/index.js';
import { json, OpsError } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

function dateOption(input: OpsInput, name: string): string | null {
  const value = text(input, name);
  if (value === undefined) return null;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new OpsError(`--${name} must be a date YYYY-MM-DD`);
  return value;
}

/** A Philippine mobile as members' numbers are stored: 10 digits from 9, no +63 or leading 0. */
function mobileOption(input: OpsInput): string | null {
  const value = text(input, 'mobile');
  if (value === undefined) return null;
  const digits = value.replace(/[\s()+-]/gu, '').replace(/^(63|0)/u, '');
  if (!/^9\d{9}$/u.test(digits))
    throw new OpsError('--mobile must be a Philippine mobile number, e.g. 09171234567');
  return digits;
}

/** The end of the NDRP exclusion: a date (the end of that day in Manila) or --permanent. */
function endOf(input: OpsInput): Date | null {
  const until = dateOption(input, 'until');
  const permanent = input.values.permanent === true;
  if ((until === null) === !permanent)
    throw new OpsError('give exactly one of --until YYYY-MM-DD or --permanent');
  if (until === null) return null;
  const end = new Date(`${until}T23:59:59.999+08:00`);
  if (end.getTime() <= Date.now()) throw new OpsError('--until must be a future date');
  return end;
}

/** PAGCOR's National Database of Restricted Persons: exclusions the operator records (issue 16). */
export const EXCLUSION_COMMANDS: OpsCommand[] = [
  {
    name: 'exclusion add',
    usage:
      '--name "FULL NAME" [--birth YYYY-MM-DD] [--mobile NUMBER] --ref NDRP-REF (--until YYYY-MM-DD | --permanent) [--by NAME]',
    summary:
      'records an NDRP exclusion; it holds for every member whose mobile or payee\n' +
      'name matches, now and later, and lists the members it matches today',
    options: {
      name: 'string',
      birth: 'string',
      mobile: 'string',
      ref: 'string',
      until: 'string',
      permanent: 'boolean',
      by: 'string',
    },
    run: async (db, input) => {
      const fullName = requiredText(input, 'name').trim();
      if (fullName.length < 3 || fullName.length > 120)
        throw new OpsError('--name must be 3 to 120 characters');
      const reference = requiredText(input, 'ref').trim();
      if (!reference || reference.length > 60) throw new OpsError('--ref must be 1 to 60 characters');
      const addedBy = text(input, 'by')?.trim() || userInfo().username;
      if (addedBy.length > 60) throw new OpsError('--by is at most 60 characters');
      const added = await addNdrpExclusion(db, {
        fullName,
        birthDate: dateOption(input, 'birth'),
        mobileNum: mobileOption(input),
        reference,
        endsAt: endOf(input),
        addedBy,
      });
      const matched = added.matches.map((member) => member.username).join(', ') || 'no member yet';
      return `exclusion ${added.id} recorded; matches: ${matched}`;
    },
  },
  {
    name: 'exclusion list',
    summary: 'the NDRP exclusions recorded, oldest first',
    run: async (db) => json(await listNdrp(db)),
  },
];
