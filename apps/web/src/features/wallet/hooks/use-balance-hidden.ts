import { STORAGE_KEYS } from '@app/contracts';
import { create } from 'zustand';
import { storage } from '../../../shared/lib/storage';

interface BalanceHiddenState {
  hidden: boolean;
  toggle(): void;
}

/** The eye toggle of the balance (R-WALLET-02), remembered on the device. */
export const useBalanceHidden = create<BalanceHiddenState>((set, get) => ({
  hidden: storage.get(STORAGE_KEYS.hideBalance) === '1',
  toggle() {
    const hidden = !get().hidden;
    storage.set(STORAGE_KEYS.hideBalance, hidden ? '1' : '0');
    set({ hidden });
  },
}));
