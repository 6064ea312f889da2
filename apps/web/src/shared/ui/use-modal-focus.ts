import { useEffect, useId, useRef } from 'react';
import { findModal, holdFocusWhenShown } from './modal-focus.ts';

/**
 * Keyboard focus for an antd-mobile Popup, Picker or Cascader while `visible` (see `modal-focus.ts`): spread the
 * answer on the component (its `data-mall-modal` finds the box). `onClose` runs on Escape; `label` names the box
 * when it has no heading or title of its own.
 */
export function useModalFocus(visible: boolean, onClose: (() => void) | undefined, label?: string): { 'data-mall-modal': string } {
  const id = useId();
  const latest = useRef({ onClose, label });
  useEffect(() => {
    latest.current = { onClose, label };
  });
  useEffect(() => {
    if (!visible) return undefined;
    return holdFocusWhenShown(() => findModal(id), { label: latest.current.label, onEscape: () => latest.current.onClose?.() });
  }, [visible, id]);
  return { 'data-mall-modal': id };
}
