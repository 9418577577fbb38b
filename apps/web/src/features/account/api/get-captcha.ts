import { captchaEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

export const getCaptcha = (signal?: AbortSignal) => callEndpoint(captchaEndpoints.issue, { signal });

export type CaptchaScope = 'login' | 'register';

/**
 * A captcha image as a data URL (R-AUTH-3, R-REG-06). The server binds its code to this browser
 * with an HttpOnly cookie, so each new image replaces the last: never cached, never retried.
 */
export const captchaQuery = (scope: CaptchaScope) =>
  queryOptions({
    queryKey: ['account', 'captcha', scope] as const,
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The captcha box shows "Loading failed, click to retry" itself (R-ERR-35).
    meta: HANDLES_ERRORS,
  });

export const useCaptchaImage = (scope: CaptchaScope, enabled: boolean) =>
  useQuery({ ...captchaQuery(scope), enabled });
