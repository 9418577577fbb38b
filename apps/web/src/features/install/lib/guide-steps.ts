import type { DownloadContext } from './download-rules';

const ANDROID_APP = ['dl_android_step_download', 'dl_android_step_allow', 'dl_android_step_open'] as const;
const ANDROID_HOME_SCREEN = [
  'dl_android_home_step_menu',
  'dl_android_home_step_add',
  'dl_android_home_step_confirm',
] as const;

type Step =
  | (typeof ANDROID_APP)[number]
  | (typeof ANDROID_HOME_SCREEN)[number]
  | 'dl_ios_step_download'
  | 'dl_ios_step_trust'
  | 'dl_ios_step_open';

/**
 * The /m/app steps that apply to the configured links (R-DL-16): the APK steps only with an Android
 * link (else adding the site from the browser menu), the iOS install steps only with an iOS app or a
 * profile, and the Settings step only for the profile. A guide never tells the player to tap a
 * button that is not there.
 */
export function guideSteps(links: DownloadContext['links']): { android: Step[]; ios: Step[] } {
  const iosDownload = Boolean(links.ios || links.profile);
  return {
    android: [...(links.android ? ANDROID_APP : ANDROID_HOME_SCREEN)],
    ios: iosDownload
      ? [
          'dl_ios_step_download',
          ...(links.profile ? (['dl_ios_step_trust'] as const) : []),
          'dl_ios_step_open',
        ]
      : [],
  };
}
