import { STORAGE_KEYS } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { useStatus } from '../../../shared/api/get-status';
import { isInstalledWebApp, isNativeApp } from '../../../shared/lib/platform';
import { storage } from '../../../shared/lib/storage';
import { useSession } from '../../../shared/stores/session';
import { detectDevice } from '../lib/device';
import { type DownloadContext, linksFrom } from '../lib/download-rules';
import { useDownloadUi } from './download-store';

const neverChanges = () => () => {};

/**
 * The facts the download rules decide on, from the status links, the operator's download settings,
 * the session and this browser; null until the settings are known (nothing shows before), and in a
 * first screen the server renders, which knows no device: the browser adds the bar once it has
 * adopted that screen.
 */
export function useDownloadContext(): DownloadContext | null {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const resources = useStatus().data?.info.resources;
  const settings = useConsolidatedSettings().data;
  const hasSession = useSession((s) => s.session) !== null;
  const barClosed = useDownloadUi((s) => s.barClosed);
  if (!resources || !settings || !inBrowser) return null;
  return {
    device: detectDevice(navigator.userAgent, navigator.maxTouchPoints),
    links: linksFrom(resources),
    settings: settings.downloadBar,
    nativeApp: isNativeApp(settings.nativeAppUserAgentToken),
    standalone: isInstalledWebApp(),
    webClip: storage.get(STORAGE_KEYS.webClip) === '1',
    barClosed,
    hasSession,
  };
}
