/**
 * The notice /m/notice opens with (R-NAV-08, A-14): `?id=` wins when it names a listed notice,
 * else the zero-based `?index=`; anything else (absent, malformed, out of range) opens none.
 */
export function noticeTarget(ids: readonly number[], id: string | null, index: string | null): number | null {
  if (id !== null && /^\d+$/.test(id) && ids.includes(Number(id))) return Number(id);
  if (index !== null && /^\d+$/.test(index)) return ids[Number(index)] ?? null;
  return null;
}
