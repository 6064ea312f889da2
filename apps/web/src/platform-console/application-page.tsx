import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { TReviewedApplication } from '@mall/contract/merchant/review-applications';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../shared/transport/api-error.ts';
import {
  applicationIdOf,
  describeError,
  historyRows,
  isAlreadyDecided,
  isForbidden,
  REASON_MAX,
  reasonProblem,
  type ErrorText,
} from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { Dialog } from './console-dialog.tsx';
import type { Notice } from './console-notice.tsx';
import { applicationListsKey, applicationQuery, approve, CONSOLE_ROOT, refuse } from './console-queries.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { LoadingRows } from './loading-rows.tsx';

/** The list the operator came from (its tab), else the pending queue. */
function backPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/applications') ? from : '/applications';
}

/**
 * One merchant application as an operator reviews it: every field, the documents (opened larger in a dialog), the
 * history with who and when, and while it is pending the decision: approve (confirmed) or refuse (with a reason the
 * applicant reads). After a decision the page shows its result; a decision someone else made first (4503) is said
 * plainly and the page shows the application as it now stands.
 */
export function ApplicationPage() {
  const { lang, t } = useConsoleText();
  const params = useParams();
  const location = useLocation();
  const applicationId = applicationIdOf(params.id);
  const query = useQuery({ ...applicationQuery(applicationId ?? 0, lang), enabled: applicationId !== undefined });
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const heading = t('detail.heading', { id: params.id ?? '' });
  usePageTitle(query.data ? `${query.data.shopName} · ${heading}` : heading);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(query.error)) return <NotOperator />;
  const back = backPath(location.state);
  const missing = applicationId === undefined || (isApiError(query.error) && query.error.code === CODE.NOT_FOUND);

  return (
    <div className="pc-page" data-page="platform/application">
      <p className="pc-breadcrumb">
        <Link to={back}>
          <span aria-hidden="true">‹ </span>
          {t('detail.back')}
        </Link>
      </p>
      <div className="pc-page-head">
        <div>
          <p className="pc-eyebrow">{heading}</p>
          <h1 tabIndex={-1}>{query.data?.shopName ?? heading}</h1>
        </div>
        {query.data && <StatusBadge status={query.data.status} />}
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} role="status" className={`pc-alert pc-alert--${notice.tone}`}>
          <p>{notice.text}</p>
        </div>
      )}
      {missing ? (
        <div className="pc-alert pc-alert--error" role="alert">
          <p>{t('errors.notFound')}</p>
        </div>
      ) : query.isPending ? (
        <LoadingRows label={t('detail.loading')} card />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ApplicationDetails
          application={query.data}
          onImageFailed={() => {
            // The links last 10 minutes; one that no longer works is renewed by asking again (once a minute at most).
            if (Date.now() - query.dataUpdatedAt > 60_000) void query.refetch();
          }}
          notice={notice}
          onNotice={setNotice}
        />
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: TReviewedApplication['status'] }) {
  const { t } = useConsoleText();
  return <span className={`pc-badge pc-badge--${status}`}>{t(`status.${status}`)}</span>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pc-field-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`pc-card pc-section ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ApplicationDetails({
  application: a,
  onImageFailed,
  notice,
  onNotice,
}: {
  application: TReviewedApplication;
  onImageFailed: () => void;
  notice: Notice | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const { lang, t } = useConsoleText();
  const none = <span className="pc-muted">{t('detail.notGiven')}</span>;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : none);

  return (
    <div className="pc-detail">
      {a.status === 'pending' ? (
        <Decision application={a} onNotice={onNotice} />
      ) : (
        // Who decided, and when; right after the operator's own decision, its result says it already.
        a.decidedAt &&
        notice?.tone !== 'success' && (
          <p className={`pc-alert pc-alert--${a.status === 'approved' ? 'success' : 'warning'}`}>
            {t(a.status === 'approved' ? 'review.decidedApproved' : 'review.decidedRefused', {
              name: a.decidedBy ?? t('detail.anOperator'),
              date: formatDateTime(a.decidedAt, lang),
            })}
          </p>
        )
      )}
      <div className="pc-detail-grid">
        <Section title={t('detail.application')}>
          <dl className="pc-fields">
            <Field label={t('detail.kind')}>{t(`kinds.${a.kind}`)}</Field>
            <Field label={t('detail.shopName')}>{a.shopName}</Field>
            <Field label={t('detail.category')}>{a.categoryName || none}</Field>
            <Field label={t('detail.submitted')}>{when(a.submittedAt)}</Field>
            {a.status !== 'pending' && (
              <>
                <Field label={t('detail.decided')}>{when(a.decidedAt)}</Field>
                <Field label={t('detail.decidedBy')}>{a.decidedBy ?? t('detail.anOperator')}</Field>
              </>
            )}
            {a.refuseReason && <Field label={t('detail.refuseReason')}>{a.refuseReason}</Field>}
            {a.shopId !== null && <Field label={t('detail.shop')}>{t('detail.shopNumber', { id: a.shopId })}</Field>}
          </dl>
        </Section>
        <Section title={t('detail.entity')}>
          <dl className="pc-fields">
            <Field label={t('detail.legalName')}>{a.legalName}</Field>
            <Field label={t('detail.idNumber')}>
              <span className="pc-mono">{a.idNumber}</span>
            </Field>
            <Field label={t('detail.licenceNumber')}>{a.licenceNumber ? <span className="pc-mono">{a.licenceNumber}</span> : none}</Field>
            <Field label={t('detail.legalRepresentative')}>{a.legalRepresentative ?? none}</Field>
          </dl>
        </Section>
        <Section title={t('detail.contact')}>
          <dl className="pc-fields">
            <Field label={t('detail.contactName')}>{a.contactName}</Field>
            <Field label={t('detail.contactPhone')}>
              <span className="pc-mono">
                +{a.contactPhoneCode} {a.contactPhone}
              </span>
            </Field>
            <Field label={t('detail.contactEmail')}>{a.contactEmail ?? none}</Field>
          </dl>
        </Section>
        <Section title={t('detail.applicant')}>
          <dl className="pc-fields">
            <Field label={t('detail.applicantName')}>{a.applicant.nickName || none}</Field>
            <Field label={t('detail.applicantNumber')}>
              <span className="pc-mono">{a.applicant.number}</span>
            </Field>
            <Field label={t('detail.accountId')}>{a.applicant.accountId}</Field>
            <Field label={t('detail.registered')}>{when(a.applicant.registeredAt)}</Field>
          </dl>
        </Section>
      </div>
      <Documents documents={a.documents} onImageFailed={onImageFailed} />
      <History application={a} />
    </div>
  );
}

function Documents({ documents, onImageFailed }: { documents: TReviewedApplication['documents']; onImageFailed: () => void }) {
  const { t } = useConsoleText();
  const [open, setOpen] = useState<number>();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const closeRef = useRef<HTMLButtonElement>(null);
  const shown = open === undefined ? undefined : documents[open];

  function broken(url: string) {
    setFailed((before) => new Set(before).add(url));
    onImageFailed();
  }

  return (
    <Section title={t('detail.documents')}>
      {documents.length === 0 ? (
        <p className="pc-muted">{t('detail.noDocuments')}</p>
      ) : (
        <ul className="pc-documents">
          {documents.map((doc, i) => (
            <li key={doc.kind}>
              <button type="button" className="pc-document" onClick={() => setOpen(i)}>
                {failed.has(doc.url) ? (
                  <span className="pc-document-broken">{t('detail.imageFailed')}</span>
                ) : (
                  <img src={doc.url} alt="" loading="lazy" onError={() => broken(doc.url)} />
                )}
                <span className="pc-document-name">{t(`documents.${doc.kind}`)}</span>
                <span className="pc-visually-hidden">, {t('detail.openLarger')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <Dialog title={t(`documents.${shown.kind}`)} size="wide" onClose={() => setOpen(undefined)} initialFocus={closeRef}>
          <div className="pc-lightbox">
            {failed.has(shown.url) ? (
              <p className="pc-document-broken">{t('detail.imageFailed')}</p>
            ) : (
              <img src={shown.url} alt={t(`documents.${shown.kind}`)} onError={() => broken(shown.url)} />
            )}
          </div>
          <div className="pc-dialog-actions">
            <button ref={closeRef} type="button" className="pc-button" onClick={() => setOpen(undefined)}>
              {t('detail.close')}
            </button>
          </div>
        </Dialog>
      )}
    </Section>
  );
}

function History({ application }: { application: TReviewedApplication }) {
  const { lang, t } = useConsoleText();
  const rows = historyRows(application);
  return (
    <Section title={t('detail.history')}>
      <div className="pc-table-wrap">
        <table className="pc-table pc-table--compact">
          <caption className="pc-visually-hidden">{t('detail.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.historyWhen')}</th>
              <th scope="col">{t('detail.historyWhat')}</th>
              <th scope="col">{t('detail.historyWho')}</th>
              <th scope="col">{t('detail.historyReason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <time dateTime={row.at}>{formatDateTime(row.at, lang)}</time>
                </td>
                <th scope="row">{t(`detail.actions.${row.action}`)}</th>
                <td>
                  {row.by.kind === 'applicant'
                    ? t('detail.byApplicant', { name: row.by.name })
                    : row.by.name
                      ? t('detail.byOperator', { name: row.by.name })
                      : t('detail.anOperator')}
                </td>
                <td>{row.reason || <span className="pc-muted">–</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

type Asking = 'approve' | 'refuse' | undefined;

/** The decision while the application is pending: approve after a confirmation, or refuse with a reason. */
function Decision({ application, onNotice }: { application: TReviewedApplication; onNotice: (notice: Notice) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>();
  const id = application.applicationId;

  /** The application as the decision left it, and every list (a decision moves it between tabs). */
  async function settle(decided: TReviewedApplication | undefined) {
    await queryClient.invalidateQueries({ queryKey: [CONSOLE_ROOT, 'application', { applicationId: id }], refetchType: decided ? 'none' : 'active' });
    if (decided) queryClient.setQueryData(applicationQuery(id, lang).queryKey, decided);
    await queryClient.invalidateQueries({ queryKey: applicationListsKey });
  }

  function done(decided: TReviewedApplication, text: string) {
    setAsking(undefined);
    onNotice({ tone: 'success', text });
    void settle(decided);
  }

  /** Someone decided first: say so, and show the application as it stands now. */
  function decidedElsewhere() {
    setAsking(undefined);
    onNotice({ tone: 'warning', text: t('review.alreadyDecided') });
    void settle(undefined);
  }

  return (
    <section className="pc-card pc-decision" aria-labelledby="pc-decision-title">
      <div>
        <h2 id="pc-decision-title">{t('review.decision')}</h2>
        <p className="pc-muted">{t('review.pendingHint')}</p>
      </div>
      <div className="pc-decision-buttons">
        <button type="button" className="pc-button pc-button--danger" onClick={() => setAsking('refuse')}>
          {t('review.refuse')}
        </button>
        <button type="button" className="pc-button pc-button--primary" onClick={() => setAsking('approve')}>
          {t('review.approve')}
        </button>
      </div>
      {asking === 'approve' && (
        <ApproveDialog
          application={application}
          onClose={() => setAsking(undefined)}
          onApproved={(a) => done(a, t('review.approved', { shop: a.shopName }))}
          onDecidedElsewhere={decidedElsewhere}
        />
      )}
      {asking === 'refuse' && (
        <RefuseDialog
          applicationId={id}
          onClose={() => setAsking(undefined)}
          onRefused={(a) => done(a, t('review.refused'))}
          onDecidedElsewhere={decidedElsewhere}
        />
      )}
    </section>
  );
}

function ServerError({ failure }: { failure: ErrorText | undefined }) {
  const { t } = useConsoleText();
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

function ApproveDialog({
  application,
  onClose,
  onApproved,
  onDecidedElsewhere,
}: {
  application: TReviewedApplication;
  onClose: () => void;
  onApproved: (a: TReviewedApplication) => void;
  onDecidedElsewhere: () => void;
}) {
  const { lang, t } = useConsoleText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const mutation = useMutation({
    mutationFn: () => approve(application.applicationId, lang),
    onSuccess: onApproved,
    onError: (error) => {
      if (isAlreadyDecided(error)) onDecidedElsewhere();
    },
  });
  const failure = mutation.isError && !isAlreadyDecided(mutation.error) ? describeError(mutation.error, t) : undefined;

  return (
    <Dialog title={t('review.approveTitle')} onClose={onClose} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
      <p id={bodyId}>{t('review.approveBody', { shop: application.shopName, name: application.applicant.nickName || application.legalName })}</p>
      <ServerError failure={failure} />
      <div className="pc-dialog-actions">
        <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
          {t('review.cancel')}
        </button>
        <button type="button" className="pc-button pc-button--primary" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          {mutation.isPending ? t('review.saving') : t('review.approveConfirm')}
        </button>
      </div>
    </Dialog>
  );
}

const REASON_TEXT: Record<'tooShort' | 'tooLong', ConsoleTextKey> = { tooShort: 'review.reasonTooShort', tooLong: 'review.reasonTooLong' };

function RefuseDialog({
  applicationId,
  onClose,
  onRefused,
  onDecidedElsewhere,
}: {
  applicationId: number;
  onClose: () => void;
  onRefused: (a: TReviewedApplication) => void;
  onDecidedElsewhere: () => void;
}) {
  const { lang, t } = useConsoleText();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'tooShort' | 'tooLong'>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const fieldId = useId();
  const mutation = useMutation({
    mutationFn: (text: string) => refuse(applicationId, text, lang),
    onSuccess: onRefused,
    onError: (error) => {
      if (isAlreadyDecided(error)) onDecidedElsewhere();
    },
  });
  const failure = mutation.isError && !isAlreadyDecided(mutation.error) ? describeError(mutation.error, t) : undefined;
  const length = reason.trim().length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    mutation.mutate(reason.trim());
  }

  return (
    <Dialog title={t('review.refuseTitle')} onClose={onClose} initialFocus={fieldRef} busy={mutation.isPending} describedBy={bodyId}>
      <p id={bodyId}>{t('review.refuseBody')}</p>
      <form onSubmit={submit} noValidate className="pc-form">
        <div className="pc-field">
          <label htmlFor={fieldId}>{t('review.reason')}</label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            rows={5}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(reasonProblem(event.target.value));
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-hint ${fieldId}-count${problem ? ` ${fieldId}-error` : ''}`}
            required
          />
          <div className="pc-field-meta">
            <span id={`${fieldId}-hint`} className="pc-muted">
              {t('review.reasonHint')}
            </span>
            <span id={`${fieldId}-count`} className={length > REASON_MAX ? 'pc-field-error' : 'pc-muted'}>
              {t('review.reasonCount', { count: length })}
            </span>
          </div>
          {problem && (
            <p id={`${fieldId}-error`} className="pc-field-error">
              {t(REASON_TEXT[problem])}
            </p>
          )}
        </div>
        <ServerError failure={failure} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('review.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--danger-solid" disabled={mutation.isPending}>
            {mutation.isPending ? t('review.saving') : t('review.refuseConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
