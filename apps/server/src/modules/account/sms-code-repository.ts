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
  forDeviceToday: number;
  forPrefixToday: number;
  allLastHour: number;
}

/** The digits of a number that name its block: pumping walks the numbers of one block (S-09). */
export const PREFIX_DIGITS = 5;

/**
 * Serialises every send, so that no two at once slip under a cap, the global hourly budget
 * included. A send holds it for a few short queries; texts are few a second at most.
 */
export async function lockSends(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms:send'))`);
}

export async function readSendHistory(
  tx: DbOrTx,
  sender: { number: SmsNumber; ip: string; bindingHash: string },
): Promise<SendHistory> {
  const { number, ip, bindingHash } = sender;
  const prefix = number.mobileNum.slice(0, PREFIX_DIGITS);
  const result = await tx.execute<{
    last_for_number: string | Date | null;
    number_today: number;
    ip_ten_minutes: number;
    ip_today: number;
    device_today: number;
    prefix_today: number;
    all_last_hour: number;
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
        where request_ip = ${ip} and created_at > now() - interval '1 day') as ip_today,
      (select count(*)::int from ${smsCodes}
        where binding_hash = ${bindingHash} and created_at > now() - interval '1 day') as device_today,
      (select count(*)::int from ${smsCodes}
        where country_dialing_code = ${number.countryDialingCode}
          and left(mobile_num, ${PREFIX_DIGITS}) = ${prefix}
          and created_at > now() - interval '1 day') as prefix_today,
      (select count(*)::int from ${smsCodes} where created_at > now() - interval '1 hour') as all_last_hour`);
  const row = result.rows[0];
  return {
    lastForNumberAt: row?.last_for_number ? new Date(row.last_for_number) : null,
    forNumberToday: Number(row?.number_today ?? 0),
    forIpLastTenMinutes: Number(row?.ip_ten_minutes ?? 0),
    forIpToday: Number(row?.ip_today ?? 0),
    forDeviceToday: Number(row?.device_today ?? 0),
    forPrefixToday: Number(row?.prefix_today ?? 0),
    allLastHour: Number(row?.all_last_hour ?? 0),
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
