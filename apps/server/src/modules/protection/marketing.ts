import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a member was on a break (a time-out or self-exclusion not yet reopened) at an instant:
 * a group message (marketing) sent then never reaches them (issue 16). A fragment for the
 * message module's own query, so the inbox stays one statement.
 */
export function onBreakAt(memberId: SQL, instant: SQL): SQL {
  return sql`exists (select 1 from protection_exclusions x
    where x.member_id = ${memberId} and ${instant} >= x.created_at
      and (x.reopens_at is null or ${instant} < x.reopens_at))`;
}
