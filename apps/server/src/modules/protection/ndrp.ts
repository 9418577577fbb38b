import type { Db } from '../../db/client.js';
import { insertNdrpExclusion, listNdrpExclusions, membersMatching } from './exclusion-repository.js';

export interface NdrpEntry {
  fullName: string;
  birthDate: string | null;
  /** The national number as members' numbers are stored: digits, no leading 0 or +63. */
  mobileNum: string | null;
  reference: string;
  endsAt: Date | null;
  addedBy: string;
}

/**
 * Records an exclusion received from PAGCOR's National Database of Restricted Persons. It holds
 * from now for every member it matches (mobile number, or payee name with the birth date when
 * both are known), also members who register
 * later, and answers the members it matches today for the operator to check.
 */
export async function addNdrpExclusion(db: Db, entry: NdrpEntry) {
  const fullName = entry.fullName.trim().replace(/\s+/gu, ' ');
  const id = await insertNdrpExclusion(db, { ...entry, fullName });
  return { id, matches: await membersMatching(db, fullName, entry.mobileNum, entry.birthDate) };
}

export async function listNdrp(db: Db) {
  return listNdrpExclusions(db);
}
