import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n';
import { useNotices } from '../../../shared/stores/notices';
import { Notices } from '../../../shared/ui/Notices';
import type { DownloadContext } from '../lib/download-rules';
import { useDownloadChoice } from './use-download-choice';

const iosSafari: DownloadContext = {
  device: { os: 'ios', iosSafari: true, iosVersion: [17, 4] },
  links: { android: null, ios: null, profile: 'https://cdn.example/site.mobileconfig' },
  settings: { requireLogin: false, hideIosApp: false, showHomeScreen: true },
  nativeApp: false,
  standalone: false,
  webClip: false,
  barClosed: false,
  hasSession: false,
};

afterEach(() => {
  cleanup();
  act(() => useNotices.setState({ notices: [] }));
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the profile download', () => {
  it('R-ERR-32 R-CONST-25 app_goto_setting shows for 4 s, then the profile opens', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<Notices />);
    const { result } = renderHook(() => useDownloadChoice(iosSafari));
    act(() => result.current.choose('profile'));
    const toast = () => screen.queryByText(translate('app_goto_setting'));
    act(() => vi.advanceTimersByTime(3_999));
    expect(toast()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://cdn.example/site.mobileconfig');
  });
});
