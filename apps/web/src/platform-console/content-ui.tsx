import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import { Dialog } from './console-dialog.tsx';
import { describeError } from './console-helpers.ts';
import { useConsoleText } from './console-i18n.ts';

const LANGUAGE_NAMES = { en: 'English', zh: '中文', ja: '日本語' } as const;

/** A text in the three languages: one labelled field each (a textarea for long texts). */
export function LocalizedFields({
  legend,
  value,
  onChange,
  max,
  multiline = false,
  testId,
}: {
  legend: string;
  value: Localized;
  onChange: (next: Localized) => void;
  max: number;
  multiline?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset className="pc-fields pc-content-langs">
      <legend>{legend}</legend>
      {LANGUAGES.map((l) => (
        <div className="pc-field" key={l}>
          <label htmlFor={`${id}-${l}`}>{LANGUAGE_NAMES[l]}</label>
          {multiline ? (
            <textarea
              id={`${id}-${l}`}
              lang={l === 'zh' ? 'zh-CN' : l}
              rows={8}
              maxLength={max}
              value={value[l]}
              onChange={(e) => onChange({ ...value, [l]: e.target.value })}
              data-testid={testId ? `${testId}-${l}` : undefined}
            />
          ) : (
            <input
              id={`${id}-${l}`}
              lang={l === 'zh' ? 'zh-CN' : l}
              maxLength={max}
              value={value[l]}
              onChange={(e) => onChange({ ...value, [l]: e.target.value })}
              data-testid={testId ? `${testId}-${l}` : undefined}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** A failed call's message (and code) inside a form, announced. */
export function FormFailure({ error }: { error: unknown }) {
  const { t } = useConsoleText();
  const failure = error ? describeError(error, t) : undefined;
  return (
    <div role="alert" className={failure ? 'pc-alert pc-alert--error' : undefined}>
      {failure && (
        <>
          <p>{failure.message}</p>
          {failure.code !== undefined && <p className="pc-alert-code">{t('errors.code', { code: failure.code })}</p>}
        </>
      )}
    </div>
  );
}

/** Asks before a destructive or lasting action; runs it, shows its failure, closes on success. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  danger = true,
  run,
  onClose,
  onDone,
}: {
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void | Promise<void>;
}) {
  const { t } = useConsoleText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const mutation = useMutation({ mutationFn: run, onSuccess: async () => onDone() });
  return (
    <Dialog title={title} onClose={onClose} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
      <form
        className="pc-form"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <p id={bodyId}>{body}</p>
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className={danger ? 'pc-button pc-button--danger-solid' : 'pc-button pc-button--primary'} disabled={mutation.isPending} data-testid="pc-content-confirm">
            {mutation.isPending ? t('content.working') : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
