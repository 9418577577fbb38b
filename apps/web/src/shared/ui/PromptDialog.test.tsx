import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptDialog, type PromptVariant } from './PromptDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(variant: PromptVariant) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<PromptDialog open variant={variant} title="Enter it" onConfirm={onConfirm} onCancel={onCancel} />);
  return {
    onConfirm,
    onCancel,
    input: screen.getByRole('dialog').querySelector('input') as HTMLInputElement,
  };
}

describe('the prompt dialog', () => {
  it('R-NAV-43 masks login-password and secure-text, shows plain text, each with Cancel and Confirm', () => {
    for (const [variant, type] of [
      ['loginPassword', 'password'],
      ['secureText', 'password'],
      ['plainText', 'text'],
    ] as const) {
      const { input, onConfirm, onCancel } = open(variant);
      expect(input.type, variant).toBe(type);
      fireEvent.change(input, { target: { value: 'abc123' } });
      fireEvent.click(screen.getByText('Confirm'));
      expect(onConfirm).toHaveBeenCalledWith('abc123');
      fireEvent.click(screen.getByText('Cancel'));
      expect(onCancel).toHaveBeenCalled();
      cleanup();
    }
  });

  it('R-NAV-43 lets the login password be revealed', () => {
    const { input } = open('loginPassword');
    fireEvent.click(screen.getByLabelText('Show password'));
    expect(input.type).toBe('text');
  });

  it('R-NAV-43 R-CONST-11 focuses its field 500 ms after opening', () => {
    vi.useFakeTimers();
    const { input } = open('secureText');
    act(() => vi.advanceTimersByTime(499));
    expect(document.activeElement).not.toBe(input);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
  });
});
