export type DeviceOs = 'android' | 'ios' | 'other';

export interface Device {
  os: DeviceOs;
  /** Safari itself on iOS: the only browser there that can add a page to the home screen (R-DL-07). */
  iosSafari: boolean;
  /** [major, minor] of iOS, when the user agent tells it. */
  iosVersion: readonly [number, number] | null;
}

// Every iOS browser embeds WebKit and says "Safari"; these tokens mark the ones that are not Safari.
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Twitter|Snapchat/;

/**
 * The device from its user agent. iPadOS 13+ claims to be a Mac: a "Macintosh" with a touch screen
 * is an iPad.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios)
    return { os: /Android/i.test(userAgent) ? 'android' : 'other', iosSafari: false, iosVersion: null };
  const version = /OS (\d+)[_.](\d+)/.exec(userAgent);
  return {
    os: 'ios',
    iosSafari: /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent),
    iosVersion: version ? [Number(version[1]), Number(version[2])] : null,
  };
}

export type IosTip = 'legacy' | 'update' | 'current';

/**
 * Which iOS install tip applies (R-DL-12, A-7): below 12.2 the legacy tip, from 12.2 to 12.3 a
 * note to update to 12.4, from 12.4 (or unknown) only the standard steps.
 */
export function iosTipFor(version: Device['iosVersion']): IosTip {
  if (!version) return 'current';
  const [major, minor] = version;
  if (major < 12 || (major === 12 && minor < 2)) return 'legacy';
  if (major === 12 && minor < 4) return 'update';
  return 'current';
}
