import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from './console-dialog.tsx';
import { useConsoleText } from './console-i18n.ts';
import { FormFailure } from './content-ui.tsx';

/** The reason an action asks for (a refund's note, a rejection's or a suspension's reason), as its call checks it. */
export interface ReasonField {
  label: string;
  /** Shown while the reason is too short. */
  needed: string;
  min: number;
  max: number;
  /** A one-line field instead of a text area. */
  oneLine?: boolean;
  testId: string;
}

/**
 * Confirming one action on a row or a record (pay or reject a withdrawal, retry or settle a refund, suspend or
 * reinstate a shop), with the reason it asks for if any: checked here before the call, which gets it trimmed. The
 * page keeps its call (`action`, its mutation) and what follows it. Without a field, focus starts on Cancel, so that
 * Enter does not confirm by accident.
 */
export function ActionDialog({
  title,
  body,
  reason,
  action,
  confirm,
  danger = false,
  texts,
  confirmTestId,
  onClose,
}: {
  title: string;
  body: string;
  reason?: ReasonField;
  action: { isPending: boolean; error: unknown; mutate: (reason: string) => void };
  confirm: string;
  /** The confirm button warns: the action goes against someone (a rejection, a suspension). */
  danger?: boolean;
  /** The list's texts for Cancel and the confirm button's while the call is under way (`<texts>.cancel`, `.working`). */
  texts: 'refunds' | 'withdrawals' | 'shops';
  confirmTestId: string;
  onClose: () => void;
}) {
  const { t } = useConsoleText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason) {
      const length = text.trim().length;
      if (length < reason.min || length > reason.max) {
        setProblem(true);
        document.getElementById(fieldId)?.focus();
        return;
      }
    }
    action.mutate(text.trim());
  }

  const field = reason && {
    id: fieldId,
    value: text,
    maxLength: reason.max,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(event.target.value);
      if (problem) setProblem(event.target.value.trim().length < reason.min);
    },
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${fieldId}-error` : undefined,
    required: true,
    'data-testid': reason.testId,
  };

  return (
    <Dialog title={title} onClose={onClose} initialFocus={reason ? undefined : cancelRef} busy={action.isPending} describedBy={bodyId}>
      <form onSubmit={submit} noValidate className="pc-form">
        <p id={bodyId}>{body}</p>
        {field && reason && (
          <div className="pc-field">
            <label htmlFor={fieldId}>{reason.label}</label>
            {reason.oneLine ? <input {...field} /> : <textarea rows={3} {...field} />}
            {problem && (
              <p id={`${fieldId}-error`} className="pc-field-error">
                {reason.needed}
              </p>
            )}
          </div>
        )}
        <FormFailure error={action.error} />
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={action.isPending}>
            {t(`${texts}.cancel`)}
          </button>
          <button type="submit" className={danger ? 'pc-button pc-button--danger-solid' : 'pc-button pc-button--primary'} disabled={action.isPending} data-testid={confirmTestId}>
            {action.isPending ? t(`${texts}.working`) : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
