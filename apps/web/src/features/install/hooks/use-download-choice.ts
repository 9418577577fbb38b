import { useState } from 'react';
import { notify } from '../../../shared/stores/notices';
import type { DownloadContext, DownloadOption } from '../lib/download-rules';

/** How long the "go to Settings" toast stays before the profile link opens (R-DL-14). */
export const PROFILE_TOAST_MS = 4000;

/**
 * What choosing a popup option does: the home-screen steps, the Safari alert for an iOS option
 * outside Safari (R-DL-13, no download), or the download itself.
 */
export function useDownloadChoice(ctx: DownloadContext) {
  const [view, setView] = useState<'options' | 'homeScreen' | 'useSafari'>('options');
  const choose = (option: DownloadOption) => {
    const { links, device } = ctx;
    if (option === 'homeScreen') return setView('homeScreen');
    if (option === 'android') {
      if (links.android) location.assign(links.android);
      return;
    }
    if (!device.iosSafari) return setView('useSafari');
    if (option === 'iosApp' && links.ios) location.assign(links.ios);
    if (option === 'profile' && links.profile) {
      const profile = links.profile;
      notify('app_goto_setting', { durationMs: PROFILE_TOAST_MS });
      setTimeout(() => location.assign(profile), PROFILE_TOAST_MS);
    }
  };
  return { view, choose, back: () => setView('options') };
}
