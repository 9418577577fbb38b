import type { Resource } from '@app/contracts';
import type { Device } from './device';

/** Everything the download bar and popup decide on (SPEC §4 "Download bar", "Download popup options"). */
export interface DownloadContext {
  device: Device;
  links: { android: string | null; ios: string | null; profile: string | null };
  settings: { requireLogin: boolean; hideIosApp: boolean; showHomeScreen: boolean };
  nativeApp: boolean;
  /** An installed web app or a home-screen web clip running standalone (R-DL-19). */
  standalone: boolean;
  /** The `WEBCLIP` flag is '1': opened from the configuration profile's web clip (R-DL-20). */
  webClip: boolean;
  barClosed: boolean;
  hasSession: boolean;
}

export type DownloadOption = 'homeScreen' | 'iosApp' | 'profile' | 'android';

export function linksFrom(resources: Resource[]): DownloadContext['links'] {
  const url = (type: Resource['resourceType']) => resources.find((r) => r.resourceType === type)?.url || null;
  return { android: url('Android'), ios: url('IOS'), profile: url('MOBILECONFIG') };
}

/** The popup's options, in display order (R-DL-07 … R-DL-10). */
export function downloadOptions(ctx: DownloadContext): DownloadOption[] {
  const { device, links, settings } = ctx;
  const ios = device.os === 'ios';
  const options: DownloadOption[] = [];
  if (ios && device.iosSafari && !ctx.standalone && settings.showHomeScreen) options.push('homeScreen');
  if (ios && links.ios && !settings.hideIosApp) options.push('iosApp');
  if (ios && links.profile && !ctx.webClip) options.push('profile');
  // Desktop and every non-iOS device; only with a link to download.
  if (!ios && links.android) options.push('android');
  return options;
}

/** Any "get the app" entry point at all: never inside the native app or an installed web app (R-DL-17). */
export function appEntryPointsAllowed(ctx: Pick<DownloadContext, 'nativeApp' | 'standalone'>): boolean {
  return !ctx.nativeApp && !ctx.standalone;
}

/** Whether the download bar shows (R-DL-02 … R-DL-05). */
export function showDownloadBar(ctx: DownloadContext): boolean {
  if (ctx.barClosed || !appEntryPointsAllowed(ctx)) return false;
  if (ctx.settings.requireLogin && !ctx.hasSession) return false;
  if (ctx.webClip && !ctx.links.ios) return false;
  if (ctx.device.os === 'android') return Boolean(ctx.links.android);
  return downloadOptions(ctx).length > 0;
}

/** The bar's button: the Android link straight away on Android, the popup elsewhere (R-DL-06). */
export function barAction(ctx: DownloadContext): { kind: 'open'; url: string } | { kind: 'popup' } {
  return ctx.device.os === 'android' && ctx.links.android
    ? { kind: 'open', url: ctx.links.android }
    : { kind: 'popup' };
}

/** The home header's download button (R-DL-15): outside the apps, and only while a link exists. */
export function showHeaderDownload(
  ctx: Pick<DownloadContext, 'nativeApp' | 'standalone' | 'links'>,
): boolean {
  const { android, ios, profile } = ctx.links;
  return appEntryPointsAllowed(ctx) && Boolean(android || ios || profile);
}
