import { accountEndpoints, type MemberInfo, STORAGE_KEYS } from '@app/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../shared/lib/api-client';
import { dropSessionQueries, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { storage } from '../../../shared/lib/storage';
import { clearSession, syncSessionType, useSession } from '../../../shared/stores/session';

export const memberInfoQueryKey = [...MEMBER_SCOPE, 'info'] as const;

/** The part of the member info kept in local storage (R-AUTH-19); the bound email and mobile are not. */
export type MemberSummary = Pick<MemberInfo, 'id' | 'nickname' | 'account' | 'type' | 'clubLabel'>;

export function readMemberSummary(): MemberSummary | null {
  const cached = storage.getJson<MemberSummary>(STORAGE_KEYS.memberInfo);
  return cached && typeof cached.account === 'string' ? cached : null;
}

export async function getMemberInfo(options: { signal?: AbortSignal; quietSessionExpiry?: boolean }) {
  const info = await callEndpoint(accountEndpoints.memberInfo, options);
  const { id, nickname, account, type, clubLabel } = info;
  storage.setJson(STORAGE_KEYS.memberInfo, {
    id,
    nickname,
    account,
    type,
    clubLabel,
  } satisfies MemberSummary);
  syncSessionType(type);
  return info;
}

export const memberInfoQuery = queryOptions({
  queryKey: memberInfoQueryKey,
  queryFn: ({ signal }) => getMemberInfo({ signal }),
  // The member centre shows the cached copy at once and asks again each time it opens.
  staleTime: 0,
});

export const useMemberInfo = (enabled = true) => useQuery({ ...memberInfoQuery, enabled });

/**
 * On start with autoLogin=1, checks the stored session; a 401 clears it without a word, since the
 * player did nothing to deserve a notice (R-AUTH-34).
 */
export async function verifyStoredSession(queryClient: QueryClient): Promise<void> {
  const checkedToken = useSession.getState().session?.token;
  try {
    queryClient.setQueryData(memberInfoQueryKey, await getMemberInfo({ quietSessionExpiry: true }));
  } catch (error) {
    // A login that happened meanwhile has its own, valid session.
    const stillCurrent = useSession.getState().session?.token === checkedToken;
    if (error instanceof ApiError && error.status === 401 && stillCurrent) {
      clearSession();
      dropSessionQueries(queryClient);
    }
  }
}
