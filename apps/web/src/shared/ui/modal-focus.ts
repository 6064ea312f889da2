/*
 * Keyboard focus for the sheets and dialogs antd-mobile draws (Popup, Picker, Cascader, Dialog), which leave it
 * where it was: behind the mask. While one is open, its box is a named `role="dialog"` with `aria-modal`, the focus
 * moves into it, Tab and Shift+Tab go round its controls only, Escape closes it, and on closing the focus goes back
 * to the control that opened it. A sheet opened from a sheet (the delivery popup's pickers) holds the focus until
 * it closes, then gives it back to the one below.
 *
 * antd-mobile's own controls in these boxes are anchors without `href` (the close cross, the pickers' Cancel and
 * Confirm, a check list's rows): clickable, but no key reaches them. They are made buttons here, and a picker's
 * wheel a spin button that the arrow keys, Home, End and typed letters turn.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';
/** antd-mobile controls that a click works and no key reaches. */
const UNREACHABLE = 'a[role="button"]:not([href]), .adm-cascader-header-button, a.adm-list-item:not([href])';
/** Where a box's name is, when it is not given: its first heading, a picker's or dialog's title. */
const TITLE = 'h1, h2, h3, .adm-picker-header-title, .adm-cascader-header-title, .adm-dialog-title';
const WHEEL = '.adm-picker-view-column';
const WHEEL_ITEM = '.adm-picker-view-column-item';

export interface HoldOptions {
  /** The box's accessible name; without it, its first heading or title names it. */
  label?: string;
  /** Closes the box (Escape). */
  onEscape: () => void;
  /** Where the focus goes back to on release; the focused element at the call when not given. */
  opener?: Element | null;
}

interface Held {
  container: HTMLElement;
  opener: Element | null;
  onEscape: () => void;
  observer: MutationObserver;
  /** The last control focused in the box. */
  last?: HTMLElement;
}

const held: Held[] = [];
let ids = 0;
let typed = { text: '', at: 0 };

function isShown(el: Element): boolean {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.closest('[inert]') === null && isShown(el),
  );
}

function idOf(el: Element): string {
  if (!el.id) el.id = `mall-modal-${++ids}`;
  return el.id;
}

function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Names the box and makes antd-mobile's key-less controls reachable; run again whenever its content changes. */
function enhance(container: HTMLElement): void {
  for (const el of container.querySelectorAll<HTMLElement>(UNREACHABLE)) {
    const disabled = el.classList.contains('adm-list-item-disabled') || el.getAttribute('aria-disabled') === 'true';
    if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
    setAttr(el, 'tabindex', disabled ? '-1' : '0');
    if (el.classList.contains('adm-list-item-disabled')) setAttr(el, 'aria-disabled', 'true');
    // A check list's row: the tick is its state.
    if (el.classList.contains('adm-check-list-item')) setAttr(el, 'aria-pressed', String(el.classList.contains('adm-check-list-item-active')));
  }
  const title = container.querySelector(TITLE);
  for (const wheel of container.querySelectorAll<HTMLElement>(WHEEL)) {
    const items = [...wheel.querySelectorAll<HTMLElement>(WHEEL_ITEM)];
    if (items.length === 0) continue;
    const index = items.findIndex((item) => item.dataset.selected === 'true');
    setAttr(wheel, 'role', 'spinbutton');
    setAttr(wheel, 'tabindex', '0');
    if (title) setAttr(wheel, 'aria-labelledby', idOf(title));
    setAttr(wheel, 'aria-valuemin', '1');
    setAttr(wheel, 'aria-valuemax', String(items.length));
    setAttr(wheel, 'aria-valuenow', String(index + 1));
    setAttr(wheel, 'aria-valuetext', items[index]?.textContent ?? '');
    // antd-mobile's hidden stand-ins for the wheel (labelled in Chinese whatever the language): the spin button replaces them.
    for (const standIn of wheel.querySelectorAll('.adm-picker-view-column-accessible')) setAttr(standIn, 'aria-hidden', 'true');
  }
}

function name(container: HTMLElement, label: string | undefined): void {
  setAttr(container, 'role', 'dialog');
  setAttr(container, 'aria-modal', 'true');
  if (label) {
    setAttr(container, 'aria-label', label);
    return;
  }
  const title = container.querySelector(TITLE);
  // A dialog without a title is named by what it asks.
  const content = container.querySelector('.adm-dialog-content');
  const naming = title ?? content;
  if (naming) setAttr(container, 'aria-labelledby', idOf(naming));
  if (title && content) setAttr(container, 'aria-describedby', idOf(content));
}

/** Turns a picker's wheel one item (or to the first, last, or one starting with the letters typed). */
function turnWheel(wheel: HTMLElement, event: KeyboardEvent): boolean {
  const items = [...wheel.querySelectorAll<HTMLElement>(WHEEL_ITEM)];
  const index = Math.max(0, items.findIndex((item) => item.dataset.selected === 'true'));
  let target: number | undefined;
  if (event.key === 'ArrowUp') target = index - 1;
  else if (event.key === 'ArrowDown') target = index + 1;
  else if (event.key === 'PageUp') target = Math.max(0, index - 5);
  else if (event.key === 'PageDown') target = Math.min(items.length - 1, index + 5);
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = items.length - 1;
  else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    const now = Date.now();
    typed = { text: (now - typed.at < 800 ? typed.text : '') + event.key.toLocaleLowerCase(), at: now };
    const starts = (i: number) => (items[i]?.textContent ?? '').trim().toLocaleLowerCase().startsWith(typed.text);
    // The next item with those letters, from the current one (itself when more letters still match it).
    const from = typed.text.length > 1 ? index : index + 1;
    for (let k = 0; k < items.length && target === undefined; k += 1) if (starts((from + k) % items.length)) target = (from + k) % items.length;
    if (target === undefined) return false;
  } else return false;
  // antd-mobile turns the wheel to an item when it is clicked.
  if (target !== index) items[target]?.click();
  return true;
}

function top(): Held | undefined {
  // A box taken away without a release (a dialog closed by other code) holds nothing.
  while (held.length > 0 && !held[held.length - 1]!.container.isConnected) held.pop()!.observer.disconnect();
  return held[held.length - 1];
}

function onKeyDown(event: KeyboardEvent): void {
  const box = top();
  // Escape and Enter while an input method composes (Japanese, Chinese) are the composition's.
  if (!box || event.defaultPrevented || event.isComposing) return;
  const { container } = box;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    box.onEscape();
    return;
  }
  if (event.key === 'Tab') {
    event.preventDefault();
    enhance(container);
    const items = tabbables(container);
    if (items.length === 0) {
      container.focus();
      return;
    }
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = at === -1 ? (event.shiftKey ? items.length - 1 : 0) : (at + step + items.length) % items.length;
    items[next]!.focus();
    return;
  }
  const target = event.target;
  if (!(target instanceof HTMLElement) || !container.contains(target)) return;
  if ((event.key === 'Enter' || event.key === ' ') && target.matches(UNREACHABLE)) {
    event.preventDefault();
    if (target.getAttribute('aria-disabled') !== 'true') target.click();
    return;
  }
  if (target.matches(WHEEL) && turnWheel(target, event)) event.preventDefault();
}

function onFocusIn(event: FocusEvent): void {
  const box = top();
  if (!box || !(event.target instanceof HTMLElement)) return;
  // Focus that escapes the open box (a click behind a mask that let it through) is brought back.
  if (box.container.contains(event.target)) box.last = event.target;
  else focusInto(box.container);
}

/**
 * When the focused control goes (a cascader's level hidden once a choice opens the next, a list redrawn), the
 * focus moves to the nearest control shown, not out of the box.
 */
function keepFocus(box: Held): void {
  const active = document.activeElement;
  const onNothing = active === null || active === document.body;
  const inBox = active instanceof HTMLElement && active !== box.container && box.container.contains(active);
  if (!onNothing && !inBox) return;
  const lost = inBox ? active : box.last;
  if (!lost || (lost.isConnected && isShown(lost))) return;
  const items = tabbables(box.container);
  const after = (el: HTMLElement) => Boolean(lost.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  // The next control after it, else the nearest before it (the next level still loading: its tab).
  const next = lost.isConnected ? (items.find(after) ?? items.filter((el) => !after(el)).pop()) : undefined;
  (next ?? items[0] ?? box.container).focus();
}

function focusInto(container: HTMLElement): void {
  enhance(container);
  const first = tabbables(container)[0];
  if (first) first.focus();
  else container.focus();
}

/**
 * Holds the keyboard focus in an open sheet or dialog (its shown box: `.adm-popup-body`, `.adm-center-popup-wrap`);
 * answers the release, which gives the focus back to the opener when it is still on the page.
 */
export function holdFocus(container: HTMLElement, options: HoldOptions): () => void {
  const opener = options.opener === undefined ? document.activeElement : options.opener;
  name(container, options.label);
  if (!container.hasAttribute('tabindex')) setAttr(container, 'tabindex', '-1');
  const observer = new MutationObserver(() => {
    enhance(container);
    if (top() === box) keepFocus(box);
  });
  const box: Held = { container, opener, onEscape: options.onEscape, observer };
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'data-selected'] });
  if (held.length === 0) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
  }
  held.push(box);
  focusInto(container);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    observer.disconnect();
    const at = held.indexOf(box);
    if (at !== -1) held.splice(at, 1);
    if (held.length === 0) {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    }
    // Back to the opener, unless it has gone (a row deleted) or another box has the focus now.
    const below = top();
    const within = container.contains(document.activeElement) || document.activeElement === document.body || document.activeElement === null;
    if (within && opener instanceof HTMLElement && opener.isConnected && isShown(opener) && (!below || below.container.contains(opener))) {
      opener.focus({ preventScroll: true });
    } else if (within && below) {
      focusInto(below.container);
    }
  };
}

/**
 * Waits (a few frames: antd-mobile shows its boxes a render after `visible`, and the imperative dialog a tick after
 * the call) until `find` answers a shown box, then holds the focus in it. Answers the release.
 */
export function holdFocusWhenShown(find: () => HTMLElement | null | undefined, options: HoldOptions): () => void {
  const opener = options.opener === undefined ? document.activeElement : options.opener;
  let release: (() => void) | undefined;
  let frame = 0;
  let tries = 0;
  const attach = () => {
    const container = find();
    if (container && isShown(container)) release = holdFocus(container, { ...options, opener });
    else if ((tries += 1) < 120) frame = requestAnimationFrame(attach);
  };
  attach();
  return () => {
    cancelAnimationFrame(frame);
    release?.();
  };
}

/** The shown box of an antd-mobile popup or dialog carrying `data-mall-modal={id}` (on its root, or inside its body). */
export function findModal(id: string): HTMLElement | null {
  const marked = document.querySelector(`[data-mall-modal="${CSS.escape(id)}"]`);
  if (!marked) return null;
  return marked.closest<HTMLElement>('.adm-popup-body, .adm-center-popup-wrap') ?? marked.querySelector<HTMLElement>('.adm-popup-body, .adm-center-popup-wrap');
}
