import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useConsoleText } from './console-i18n.ts';

export interface ConsoleMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Whether the narrow screen's menu (the sections and the operator's tools, console.css) is open. It closes when a
 * link in it is followed (`close`), on Escape, which gives the focus back to the button, and on any change of page.
 * On a desktop the state changes nothing: the button is hidden and the sections always show.
 */
export function useConsoleMenu(): ConsoleMenu {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Another page (a link, the back button) closes it in the same render, before the page's heading takes the focus.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      // A dialog's Escape is the dialog's.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle: () => setOpen((was) => !was), close: () => setOpen(false), buttonRef };
}

/**
 * The top bar's menu button on a narrow screen. Its name stays "Menu" whether open or not: `aria-expanded` says which,
 * and the icon shows it (three lines, or a cross).
 */
export function MenuButton({ open, onToggle, buttonRef, controls }: { open: boolean; onToggle: () => void; buttonRef: ConsoleMenu['buttonRef']; controls: string }) {
  const { t } = useConsoleText();
  return (
    <button ref={buttonRef} type="button" className="pc-button pc-button--on-bar pc-menu-button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('app.menu')}
    </button>
  );
}
