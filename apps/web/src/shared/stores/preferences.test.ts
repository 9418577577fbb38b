import { STORAGE_KEYS } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLanguage, readTheme } from './preferences';

describe('stored preferences', () => {
  beforeEach(() => localStorage.clear());

  it('R-SYS-12 the theme is dark by default and for any stored value but dark or light', () => {
    expect(readTheme()).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    expect(readTheme()).toBe('light');
    localStorage.setItem(STORAGE_KEYS.theme, 'blue');
    expect(readTheme()).toBe('dark');
  });

  it('R-SYS-18 the language is the stored one, EN without one or for an unknown code', () => {
    expect(readLanguage()).toBe('EN');
    localStorage.setItem(STORAGE_KEYS.language, 'TH');
    expect(readLanguage()).toBe('TH');
    localStorage.setItem(STORAGE_KEYS.language, 'KO');
    expect(readLanguage()).toBe('EN');
  });

  it('R-SYS-23 R-SYS-24 uses the storage keys of the spec', () => {
    expect(STORAGE_KEYS).toMatchObject({
      theme: 'theme',
      sessionInfo: 'MC_SESSION_INFO',
      autoLogin: 'autoLogin',
      remPass: 'remPass',
      sass: 'sass',
      webClip: 'WEBCLIP',
      hideDownloadBar: 'hideDownloadBar',
      templates: 'templates',
    });
  });
});
