import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE } from '../../paths.js';

/**
 * Names shorter than registration allows (R-VAL-08) belong to old accounts; "contains the name" would
 * then refuse most passwords, so for those only a password made of nothing but the name counts.
 */
const MIN_CONTAINED_NAME = 4;

let commonPasswords: Set<string> | undefined;

/**
 * The S-02 list (about 18 000 lowercase entries from the zxcvbn password list, built by
 * scripts/build-common-passwords.mjs), read on first use so a server that never registers anyone
 * does not hold it.
 */
function passwordList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/** Whether the password is on the common and breached list, whatever its letter case (S-02). */
export function isCommonPassword(password: string): boolean {
  return passwordList().has(password.toLowerCase());
}

/**
 * A common password, or one built from the member's own name (S-02): the name itself, the name
 * repeated, or any password that contains it.
 */
export function isWeakPassword(password: string, username?: string): boolean {
  if (isCommonPassword(password)) return true;
  const name = username?.trim().toLowerCase();
  if (!name) return false;
  const lower = password.toLowerCase();
  if ([...name].length >= MIN_CONTAINED_NAME) return lower.includes(name);
  return lower.replaceAll(name, '') === '';
}
