import { type ReactNode, useLayoutEffect, useRef } from 'react';
import * as styles from './dialog.module.css';

interface Props {
  /** The id of the visible title, which names the dialog. */
  labelledBy?: string;
  /** The id of the text that says what an alert dialog asks. */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /**
   * Escape calls it. A dialog without it must be answered with one of its buttons, so Escape does
   * nothing (a question with one answer, such as "use Safari").
   */
  onClose?(): void;
  /** The full-screen layer behind the panel: where it sits (centred or at the bottom) and its shade. */
  frameClassName: string;
  className: string;
  testId?: string;
  children: ReactNode;
}

/**
 * Every modal and sheet of the site: a native <dialog> opened with showModal(), so the page behind is
 * inert and out of the tab order, the dialog sits in the top layer, and focus moves in. When it goes,
 * focus returns to what had it before.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  frameClassName,
  className,
  testId,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The page keeps the dialog until its owner unmounts it: Escape asks the owner instead of closing.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.frame} ${frameClassName}`}
      // The element is a dialog already; an alert dialog says so.
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <div className={className} data-testid={testId}>
        {children}
      </div>
    </dialog>
  );
}
