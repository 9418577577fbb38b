import { describe, expect, it } from 'vitest';
import { guideSteps } from './guide-steps';

const none = { android: null, ios: null, profile: null };

describe('/m/app guide steps', () => {
  it('R-DL-16 with every link, the APK steps and the iOS install steps with the Settings step', () => {
    expect(guideSteps({ android: 'a', ios: 'i', profile: 'p' })).toEqual({
      android: ['dl_android_step_download', 'dl_android_step_allow', 'dl_android_step_open'],
      ios: ['dl_ios_step_download', 'dl_ios_step_trust', 'dl_ios_step_open'],
    });
  });

  it('R-DL-16 without an Android link, adding the site from the browser menu instead of the APK', () => {
    expect(guideSteps(none).android).toEqual([
      'dl_android_home_step_menu',
      'dl_android_home_step_add',
      'dl_android_home_step_confirm',
    ]);
  });

  it('R-DL-16 iOS install steps only with an iOS app or profile, the Settings step only for the profile', () => {
    expect(guideSteps(none).ios).toEqual([]);
    expect(guideSteps({ ...none, ios: 'i' }).ios).toEqual(['dl_ios_step_download', 'dl_ios_step_open']);
    expect(guideSteps({ ...none, profile: 'p' }).ios).toEqual([
      'dl_ios_step_download',
      'dl_ios_step_trust',
      'dl_ios_step_open',
    ]);
  });
});
