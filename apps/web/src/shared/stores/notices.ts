import { TIMING } from '@app/contracts';
import { create } from 'zustand';
import type { MessageKey } from '../../i18n';

export interface Notice {
  id: number;
  messageKey: MessageKey;
  tone: 'info' | 'error' | 'success' | 'loading';
}

/** How long a message stays (R-CONST-09): a notice 1.5 s, a short toast 3 s, a long one 8 s. */
const LENGTH_MS = {
  notice: TIMING.noticeMs,
  short: TIMING.toastShortMs,
  long: TIMING.toastLongMs,
} as const;

interface ShowOptions {
  tone?: Notice['tone'];
  length?: keyof typeof LENGTH_MS;
  /** An exact duration, for the messages whose time the spec fixes on its own (a loading notice). */
  durationMs?: number;
  /** Shown when the notice runs its time out instead of being dismissed by the work it waits for. */
  onTimeout?: () => void;
}

interface NoticeState {
  notices: Notice[];
  /** Shows a message and returns its id, so that a loading notice can be taken down when its work ends. */
  show(messageKey: MessageKey, options?: ShowOptions): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** Short messages shown at the top (R-SYS-28); 1.5 s unless told otherwise (R-CONST-09). */
export const useNotices = create<NoticeState>((set, get) => ({
  notices: [],
  show(messageKey, { tone = 'info', length = 'notice', durationMs = LENGTH_MS[length], onTimeout } = {}) {
    const id = nextId++;
    // The same message twice in a row is shown once.
    const others = get().notices.filter((n) => n.messageKey !== messageKey);
    set({ notices: [...others, { id, messageKey, tone }] });
    setTimeout(() => {
      if (!get().notices.some((n) => n.id === id)) return;
      get().dismiss(id);
      onTimeout?.();
    }, durationMs);
    return id;
  },
  dismiss(id) {
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  },
}));

export const notify = (messageKey: MessageKey, options?: ShowOptions) =>
  useNotices.getState().show(messageKey, options);

/** Says the network is slow: a loader ran to its safety cap with its request unsettled (A-1, R-CONST-08). */
export const notifyNetworkSlow = () => notify('err_network_slow', { tone: 'error' });

/**
 * A loading notice that stays until `dismissNotice`. Without a duration it waits at most the
 * safety cap and then says the network is slow (R-CONST-08); with one it simply ends.
 */
export const notifyLoading = (messageKey: MessageKey, durationMs?: number) =>
  durationMs === undefined
    ? useNotices.getState().show(messageKey, {
        tone: 'loading',
        durationMs: TIMING.loadingSafetyCapMs,
        onTimeout: notifyNetworkSlow,
      })
    : useNotices.getState().show(messageKey, { tone: 'loading', durationMs });

export const dismissNotice = (id: number) => useNotices.getState().dismiss(id);
