import { STORAGE_KEYS } from '@app/contracts';
import { create } from 'zustand';
import { storage } from '../../../shared/lib/storage';

interface DownloadState {
  /** Closed once for good: `hideDownloadBar=1` (R-DL-02), kept across logout (R-AUTH-33). */
  barClosed: boolean;
  popupOpen: boolean;
  closeBar(): void;
  openPopup(): void;
  closePopup(): void;
}

export const useDownloadUi = create<DownloadState>((set) => ({
  barClosed: storage.get(STORAGE_KEYS.hideDownloadBar) === '1',
  popupOpen: false,
  closeBar: () => {
    storage.set(STORAGE_KEYS.hideDownloadBar, '1');
    set({ barClosed: true });
  },
  openPopup: () => set({ popupOpen: true }),
  closePopup: () => set({ popupOpen: false }),
}));
