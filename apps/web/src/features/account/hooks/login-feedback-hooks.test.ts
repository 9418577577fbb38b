import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormFields } from './use-form-fields';
import { useRetryWait } from './use-retry-wait';

afterEach(() => {
  vi.useRealTimers();
});

describe('login feedback hooks', () => {
  it('S-04 the server’s wait counts down to 0, while what a screen reader hears stays the wait given', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRetryWait());
    expect(result.current.wait).toEqual({ seconds: 0, given: 0 });
    act(() => result.current.waitFor(16));
    expect(result.current.wait).toEqual({ seconds: 16, given: 16 });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.wait).toEqual({ seconds: 11, given: 16 });
    act(() => vi.advanceTimersByTime(11_000));
    expect(result.current.wait.seconds).toBe(0);
  });

  it('R-ERR-19 a message the server put under a field stays when the field is left, and goes when it is edited', () => {
    const { result } = renderHook(() =>
      useFormFields<'password'>({
        initialValues: { password: 'wrong-password-1' },
        check: (_field, values) => (values.password === '' ? { key: 'val_required' } : null),
      }),
    );
    act(() => result.current.setMessage('password', { key: 'err_bad_credentials' }));
    act(() => result.current.bind('password').onBlur());
    expect(result.current.messages.password).toEqual({ key: 'err_bad_credentials' });
    act(() => result.current.bind('password').onChange('another-try-2'));
    expect(result.current.messages.password).toBeUndefined();
    // A message of the form's own rules still follows the field as before.
    act(() => result.current.bind('password').onChange(''));
    act(() => result.current.validate(['password']));
    expect(result.current.messages.password).toEqual({ key: 'val_required' });
  });
});
