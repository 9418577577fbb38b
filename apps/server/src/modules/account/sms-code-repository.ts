import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

export type SmsPurpose = 'login' | 'register' | 'reset';

export interface SmsNumber {
  countryDialingCode: string;
  mobileNum: string;
}

export interface SendHistory {
  lastForNumberAt: Date | null;
  forNumberToday: number;
  forIpLastTenMinutes: number;
  forIpToday: number;
}

/** Serialises sends to one number, so two at once cannot both slip under the cap (S-09). */
export async function lockNumber(tx: DbOrTx, number: SmsNumber) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sms:${number.countryDialingCode}:${number.mobileNum}`}))`,
  );
}

export async function readSendHistory(tx: DbOrTx, number: SmsNumber, ip: string): Promise<SendHistory> {
  const result = await tx.execute<{
    last_for_number: string | Date | null;
    number_today: number;
    ip_ten_minutes: number;
    ip_today: number;
  }>(sql`
    select
      (select max(created_at) from ${smsCodes}
        where country_dialing_code = ${number.countryDialingCode} and mobile_num = ${number.mobileNum}) as last_for_number,
      (select count(*)::int from ${smsCodes}
        where country_dialing_code = ${number.countryDialingCode} and mobile_num = ${number.mobileNum}
          and created_at > now() - interval '1 day') as number_today,
      (select count(*)::int from ${smsCodes}
        where request_ip = ${ip} and created_at > now() - interval '10 minutes') as ip_ten_minutes,
      (select count(*)::int from ${smsCodes}
        where request_ip = ${ip} and created_at > now() - interval '1 day') as ip_today`);
  const row = result.rows[0];
  return {
    lastForNumberAt: row?.last_for_number ? new Date(row.last_for_number) : null,
    forNumberToday: Number(row?.number_today ?? 0),
    forIpLastTenMinutes: Number(row?.ip_ten_minutes ?? 0),
    forIpToday: Number(row?.ip_today ?? 0),
  };
}

/** Earlier codes of the same purpose stop working when a new one is sent: only the latest counts. */
export async function replaceCode(
  tx: DbOrTx,
  code: SmsNumber & {
    purpose: SmsPurpose;
    codeHash: string;
    bindingHash: string;
    requestIp: string;
    expiresAt: Date;
  },
) {
  await tx
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(smsCodes.purpose, code.purpose),
        eq(smsCodes.countryDialingCode, code.countryDialingCode),
        eq(smsCodes.mobileNum, code.mobileNum),
        isNull(smsCodes.usedAt),
      ),
    );
  const rows = await tx.insert(smsCodes).values(code).returning({ id: smsCodes.id });
  return rows[0]?.id;
}

export async function voidCode(tx: DbOrTx, id: number) {
  await tx.update(smsCodes).set({ usedAt: sql`now()` }).where(eq(smsCodes.id, id));
}

/** The live code for this number, purpose and browser, locked for the attempt. */
export async function findLiveCode(tx: DbOrTx, purpose: SmsPurpose, number: SmsNumber, bindingHash: string) {
  const rows = await tx
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, purpose),
        eq(smsCodes.countryDialingCode, number.countryDialingCode),
        eq(smsCodes.mobileNum, number.mobileNum),
        eq(smsCodes.bindingHash, bindingHash),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function countWrongAttempt(tx: DbOrTx, id: number) {
  await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}
