import { Popup, type PopupProps } from 'antd-mobile';
import { useModalFocus } from './use-modal-focus.ts';

export interface ModalPopupProps extends PopupProps {
  /** The sheet's accessible name, when it has no heading of its own (its first heading names it otherwise). */
  label?: string;
}

/**
 * antd-mobile's Popup as a modal dialog: named, the focus moved into it while it is open and kept there, closed by
 * Escape (its `onClose`), the focus given back to what opened it. Every sheet of the app is one of these.
 */
export function ModalPopup({ label, ...props }: ModalPopupProps) {
  const modal = useModalFocus(props.visible ?? false, props.onClose, label);
  return <Popup {...props} {...modal} />;
}
