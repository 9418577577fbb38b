import type { WheelSpin } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rewardsQueryKey } from '../api/get-rewards';
import { wheelQueryKey } from '../api/get-wheel';
import { wheelSpinsQueryKey } from '../api/get-wheel-spins';
import { spinWheel } from '../api/spin-wheel';

/**
 * One spin: its answer brings the next commitment, which replaces the wheel's state at once, and
 * the prize waits in the reward lists. A refusal (no spin left, a commitment spun in another tab)
 * is reported by the app's notice and the wheel is loaded again, so the page shows what is true now.
 */
export function useWheelSpin() {
  const queryClient = useQueryClient();
  const [last, setLast] = useState<WheelSpin | null>(null);
  const mutation = useMutation({
    mutationFn: spinWheel,
    onSuccess: (result) => {
      setLast(result.spin);
      queryClient.setQueryData(wheelQueryKey, result.status);
      void queryClient.invalidateQueries({ queryKey: wheelSpinsQueryKey });
      void queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: wheelQueryKey, exact: true }),
  });
  return { spin: mutation.mutate, busy: mutation.isPending, last };
}
