import { TIMING } from '@app/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromptDialog } from './PromptDialog';

const open = (kind: 'password' | 'secure' | 'text', onConfirm = vi.fn(), onCancel = vi.fn()) => {
  render(
    <PromptDialog
      kind={kind}
      title="Title"
      message="Why"
      label="Answer"
      cancelLabel="Cancel"
      confirmLabel="Confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
      testId="prompt"
    />,
  );
  return { onConfirm, onCancel, input: screen.getByLabelText('Answer') as HTMLInputElement };
};

describe('PromptDialog (R-NAV-43)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no modal dialogs: open it as the browser would.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('R-NAV-43 masks the login password and a secret, shows plain text as typed', () => {
    for (const [kind, type, autoComplete] of [
      ['password', 'password', 'current-password'],
      ['secure', 'password', 'off'],
      ['text', 'text', 'off'],
    ] as const) {
      const { input } = open(kind);
      expect(input.type, kind).toBe(type);
      expect(input.autocomplete, kind).toBe(autoComplete);
      cleanup();
    }
  });

  it('R-NAV-43 R-CONST-11 focuses the field 500 ms after opening, not before', () => {
    const { input } = open('text');
    act(() => vi.advanceTimersByTime(TIMING.promptFocusDelayMs - 1));
    expect(document.activeElement).not.toBe(input);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
  });

  it('R-NAV-43 Confirm answers with what was typed; Cancel answers nothing', () => {
    const { input, onConfirm, onCancel } = open('secure');
    fireEvent.change(input, { target: { value: '846203' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(onConfirm).toHaveBeenCalledWith('846203');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
