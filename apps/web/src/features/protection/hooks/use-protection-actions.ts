import type { ProtectionState } from '@app/contracts';
import { confirmLimit, removeLimit, requestReopen, setLimit, takeBreak } from '../api/change-protection';
import { useProtectionChange } from './use-protection-change';

/** Whether the key's limit now waits for its cooling-off (a raise or removal was just held). */
const waiting = (state: ProtectionState, key: { kind: string; period: string }) =>
  state.limits.some((limit) => limit.kind === key.kind && limit.period === key.period && limit.pending);

/** Every change the responsible-gaming page makes, each with the notice that says what happened. */
export function useProtectionActions() {
  const set = useProtectionChange(setLimit, (state, body) =>
    waiting(state, body) ? 'rg_saved_pending' : 'rg_saved',
  );
  const remove = useProtectionChange(removeLimit, () => 'rg_removed_pending');
  const confirm = useProtectionChange(confirmLimit, () => 'rg_confirmed');
  const takeABreak = useProtectionChange(takeBreak, () => 'rg_break_taken');
  const reopen = useProtectionChange(requestReopen, () => 'rg_reopen_requested');
  return {
    set,
    remove,
    confirm,
    takeABreak,
    reopen,
    busy: set.busy || remove.busy || confirm.busy || takeABreak.busy || reopen.busy,
  };
}
