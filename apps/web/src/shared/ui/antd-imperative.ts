import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { holdFocusWhenShown } from './modal-focus.ts';

/*
 * antd-mobile's imperative Toast and Dialog, loaded apart from the first screen (they bring the animation library).
 * antd-mobile 5 mounts them with ReactDOM.render, which React 19 removed; without its documented React 19 adapter
 * below they would silently never appear.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Let the closing animation's last frame render before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export function showToastNow(content: string, duration: number): void {
  Toast.show({ content, duration });
}

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}

let dialogs = 0;

/**
 * A confirmation as a modal dialog (`modal-focus.ts`): named by its title (or its question), the focus on its first
 * button (Cancel) and kept in it, Escape cancels, and the focus goes back to what asked once it is answered.
 */
export function confirmNow(options: ConfirmOptions): Promise<boolean> {
  const marker = `mall-dialog-${++dialogs}`;
  const answer = Dialog.confirm({ ...options, className: marker });
  const release = holdFocusWhenShown(() => document.querySelector<HTMLElement>(`.${marker} .adm-center-popup-wrap`), {
    onEscape: () => document.querySelector<HTMLElement>(`.${marker} .adm-dialog-footer button`)?.click(),
  });
  return answer.finally(release);
}
