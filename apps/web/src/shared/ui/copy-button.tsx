import { copyText } from '../format/copy-text.ts';
import { showToast } from './toast.ts';
import './copy-button.css';

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  label: string;
  /** The toasts after copying, in the caller's words ("Tracking number copied"). */
  copied: string;
  failed: string;
  testId?: string;
}

/** A small outlined "copy" button beside a value the shopper will need to type elsewhere (order, tracking, account numbers). */
export function CopyButton({ text, label, copied, failed, testId }: CopyButtonProps) {
  return (
    <button type="button" className="mall-copy-button" onClick={() => void copyText(text).then((ok) => showToast(ok ? copied : failed))} data-testid={testId}>
      {label}
    </button>
  );
}
