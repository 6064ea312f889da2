import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { wrappedFocus } from './console-helpers.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Asked to close: Escape, a click on the backdrop, or the dialog's own buttons. */
  onClose: () => void;
  /** Focused when the dialog opens (the first focusable element otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While an action is under way Escape and the backdrop do nothing. */
  busy?: boolean;
  /** `wide` for a picture. */
  size?: 'normal' | 'wide';
  describedBy?: string;
}

/**
 * A modal dialog on the native <dialog>: opened with showModal, so the page behind is inert and the browser knows it
 * is modal. Mounted means open. Focus moves into it (to `initialFocus` or the first control), Tab and Shift+Tab go
 * round inside it, and when it closes focus goes back to what opened it, if that is still on the page (a decision
 * removes its buttons; the page then focuses the result).
 */
export function Dialog({ title, children, onClose, initialFocus, busy = false, size = 'normal', describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the first focus is the one at the opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the dialog stays mounted (and open) until its owner unmounts it.
    event.preventDefault();
    if (!busy) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const next = wrappedFocus(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey);
    if (next === -1) return;
    event.preventDefault();
    focusable[next]?.focus();
  }

  return (
    <dialog
      ref={ref}
      className={`pc-dialog pc-dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the <dialog> itself; its content is all inside .pc-dialog-body.
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div className="pc-dialog-body">
        <h2 id={titleId} className="pc-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
