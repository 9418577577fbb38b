import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { newRequestId } from '../lib/amount';

/**
 * Sends one money request under a key of its own. A refusal ends that request (the next try is a
 * new one); a lost answer keeps the key, so sending again cannot make a second order. After a
 * success the member's figures (balance, records, limits) are asked again.
 */
export function useMoneyRequest<T, A extends unknown[] = []>(
  send: (requestId: string, ...args: A) => Promise<T>,
  onDone: (value: T) => void,
) {
  const queryClient = useQueryClient();
  const requestId = useRef(newRequestId());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const submit = async (...args: A) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const value = await send(requestId.current, ...args);
      requestId.current = newRequestId();
      void queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
      onDone(value);
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError('UNKNOWN', 'err_unknown', 0);
      if (failure.status > 0) requestId.current = newRequestId();
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
