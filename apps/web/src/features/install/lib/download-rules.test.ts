import { describe, expect, it } from 'vitest';
import { detectDevice, iosTipFor } from './device';
import {
  barAction,
  type DownloadContext,
  downloadOptions,
  linksFrom,
  showDownloadBar,
  showHeaderDownload,
} from './download-rules';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.0]',
  iphoneOld:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const ALL_LINKS = {
  android: 'https://dl.example/app.apk',
  ios: 'https://apps.example/ios',
  profile: 'https://dl.example/p.mobileconfig',
};

function ctx(userAgent: string, over: Partial<DownloadContext> = {}): DownloadContext {
  return {
    device: detectDevice(userAgent),
    links: ALL_LINKS,
    settings: { requireLogin: false, hideIosApp: false, showHomeScreen: true },
    nativeApp: false,
    standalone: false,
    webClip: false,
    barClosed: false,
    hasSession: false,
    ...over,
  };
}

describe('the device', () => {
  it('R-DL-07 tells Android, iOS Safari, other iOS browsers, iPadOS and desktop apart', () => {
    expect(detectDevice(UA.android)).toEqual({ os: 'android', iosSafari: false, iosVersion: null });
    expect(detectDevice(UA.iphoneSafari)).toEqual({ os: 'ios', iosSafari: true, iosVersion: [17, 4] });
    expect(detectDevice(UA.iphoneChrome)).toMatchObject({ os: 'ios', iosSafari: false });
    expect(detectDevice(UA.iphoneFacebook)).toMatchObject({ os: 'ios', iosSafari: false });
    expect(detectDevice(UA.ipadOs, 5)).toMatchObject({ os: 'ios', iosSafari: true });
    expect(detectDevice(UA.ipadOs, 0).os).toBe('other');
    expect(detectDevice(UA.desktop).os).toBe('other');
  });

  it('R-DL-12 A-7 R-CONST-19 gives the legacy tip below iOS 12.2, an update note to 12.3 and the steps alone from 12.4', () => {
    expect(iosTipFor(detectDevice(UA.iphoneOld).iosVersion)).toBe('legacy');
    expect(iosTipFor([11, 4])).toBe('legacy');
    expect(iosTipFor([12, 2])).toBe('update');
    expect(iosTipFor([12, 3])).toBe('update');
    expect(iosTipFor([12, 4])).toBe('current');
    expect(iosTipFor([17, 4])).toBe('current');
    expect(iosTipFor(null)).toBe('current');
  });
});

describe('the download popup options', () => {
  it('R-DL-10 offers only the Android app on Android and on desktop, and only with its link', () => {
    expect(downloadOptions(ctx(UA.android))).toEqual(['android']);
    expect(downloadOptions(ctx(UA.desktop))).toEqual(['android']);
    expect(downloadOptions(ctx(UA.android, { links: { ...ALL_LINKS, android: null } }))).toEqual([]);
  });

  it('R-DL-07 R-DL-08 R-DL-09 offers home screen, iOS app and profile in iOS Safari', () => {
    expect(downloadOptions(ctx(UA.iphoneSafari))).toEqual(['homeScreen', 'iosApp', 'profile']);
  });

  it('R-DL-07 offers no home screen outside Safari, when standalone or when hidden', () => {
    expect(downloadOptions(ctx(UA.iphoneChrome))).toEqual(['iosApp', 'profile']);
    expect(downloadOptions(ctx(UA.iphoneSafari, { standalone: true }))).not.toContain('homeScreen');
    const hidden = { requireLogin: false, hideIosApp: false, showHomeScreen: false };
    expect(downloadOptions(ctx(UA.iphoneSafari, { settings: hidden }))).not.toContain('homeScreen');
  });

  it('R-DL-08 offers the iOS app only with its link and while iOS apps are not hidden', () => {
    expect(downloadOptions(ctx(UA.iphoneSafari, { links: { ...ALL_LINKS, ios: null } }))).not.toContain(
      'iosApp',
    );
    const hideIos = { requireLogin: false, hideIosApp: true, showHomeScreen: true };
    expect(downloadOptions(ctx(UA.iphoneSafari, { settings: hideIos }))).toEqual(['homeScreen', 'profile']);
    expect(downloadOptions(ctx(UA.android))).not.toContain('iosApp');
  });

  it('R-DL-09 offers the profile only on iOS, with its link, and not from the web clip', () => {
    expect(downloadOptions(ctx(UA.iphoneSafari, { webClip: true }))).not.toContain('profile');
    expect(downloadOptions(ctx(UA.iphoneSafari, { links: { ...ALL_LINKS, profile: null } }))).not.toContain(
      'profile',
    );
    expect(downloadOptions(ctx(UA.desktop))).not.toContain('profile');
  });
});

describe('the download bar', () => {
  it('R-DL-02 stays hidden once closed', () => {
    expect(showDownloadBar(ctx(UA.android))).toBe(true);
    expect(showDownloadBar(ctx(UA.android, { barClosed: true }))).toBe(false);
  });

  it('R-DL-03 R-DL-17 is hidden in the native app, installed web app, and web clip without an iOS link', () => {
    expect(showDownloadBar(ctx(UA.android, { nativeApp: true }))).toBe(false);
    expect(
      showDownloadBar(ctx(UA.iphoneSafari, { standalone: true, links: { ...ALL_LINKS, profile: null } })),
    ).toBe(false);
    expect(showDownloadBar(ctx(UA.iphoneSafari, { webClip: true, links: { ...ALL_LINKS, ios: null } }))).toBe(
      false,
    );
    expect(showDownloadBar(ctx(UA.iphoneSafari, { webClip: true }))).toBe(true);
  });

  it('R-DL-04 needs the Android link on Android, and on iOS an iOS link, a profile or the home screen', () => {
    const none = { android: null, ios: null, profile: null };
    expect(showDownloadBar(ctx(UA.android, { links: { ...ALL_LINKS, android: null } }))).toBe(false);
    expect(showDownloadBar(ctx(UA.iphoneChrome, { links: none }))).toBe(false);
    expect(showDownloadBar(ctx(UA.iphoneSafari, { links: none }))).toBe(true);
    expect(showDownloadBar(ctx(UA.iphoneChrome, { links: { ...none, profile: ALL_LINKS.profile } }))).toBe(
      true,
    );
    const hideIos = { requireLogin: false, hideIosApp: true, showHomeScreen: true };
    expect(
      showDownloadBar(ctx(UA.iphoneChrome, { links: { ...none, ios: ALL_LINKS.ios }, settings: hideIos })),
    ).toBe(false);
  });

  it('R-DL-05 shows only with a session when the operator requires login', () => {
    const settings = { requireLogin: true, hideIosApp: false, showHomeScreen: true };
    expect(showDownloadBar(ctx(UA.android, { settings }))).toBe(false);
    expect(showDownloadBar(ctx(UA.android, { settings, hasSession: true }))).toBe(true);
  });

  it('R-DL-06 opens the Android link on Android and the popup on iOS', () => {
    expect(barAction(ctx(UA.android))).toEqual({ kind: 'open', url: ALL_LINKS.android });
    expect(barAction(ctx(UA.iphoneSafari))).toEqual({ kind: 'popup' });
  });

  it('R-DL-15 the header button needs a link and is hidden in the apps', () => {
    expect(showHeaderDownload(ctx(UA.android))).toBe(true);
    expect(showHeaderDownload(ctx(UA.android, { standalone: true }))).toBe(false);
    expect(showHeaderDownload(ctx(UA.android, { nativeApp: true }))).toBe(false);
    expect(showHeaderDownload(ctx(UA.android, { links: { android: null, ios: null, profile: null } }))).toBe(
      false,
    );
  });

  it('R-DL-22 reads the links from the status resources by type', () => {
    expect(
      linksFrom([
        { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
        { resourceType: 'Android', url: 'https://a/app.apk' },
        { resourceType: 'MOBILECONFIG', url: 'https://a/p' },
      ]),
    ).toEqual({ android: 'https://a/app.apk', ios: null, profile: 'https://a/p' });
  });
});
