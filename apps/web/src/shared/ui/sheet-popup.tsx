import type { ReactNode } from 'react';
import { ModalPopup } from './modal-popup.tsx';
import './sheet-popup.css';

export interface SheetPopupProps {
  visible: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Fixed under the scrolling body (an "add" button). */
  foot?: ReactNode;
  testId?: string;
}

/**
 * A sheet from the bottom with a title, a body that scrolls within three quarters of the screen, and an optional
 * foot: the checkout's coupons, an order's addresses. Closed by its cross, a tap outside or Escape, named by its
 * title; its content is dropped on close, so it opens fresh.
 */
export function SheetPopup({ visible, title, onClose, children, foot, testId }: SheetPopupProps) {
  return (
    <ModalPopup visible={visible} onClose={onClose} closeOnMaskClick showCloseButton bodyClassName="mall-sheet" destroyOnClose>
      <div className="mall-sheet-inner" data-testid={testId}>
        <h2 className="mall-sheet-title">{title}</h2>
        <div className="mall-sheet-body">{children}</div>
        {foot && <div className="mall-sheet-foot">{foot}</div>}
      </div>
    </ModalPopup>
  );
}
