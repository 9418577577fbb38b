import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../../shared/stores/preferences';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

afterEach(() => {
  vi.useRealTimers();
  act(() => usePreferences.getState().setLanguage('EN'));
});

describe('re-validation on a language change', () => {
  it('R-AUTH-25 runs once, 200 ms after the last of several quick changes, and not on first render', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    renderHook(() => useRevalidateOnLanguageChange(revalidate));
    vi.advanceTimersByTime(1_000);
    expect(revalidate).not.toHaveBeenCalled();

    act(() => usePreferences.getState().setLanguage('TY'));
    vi.advanceTimersByTime(150);
    act(() => usePreferences.getState().setLanguage('JA'));
    vi.advanceTimersByTime(199);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
