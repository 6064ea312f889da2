import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { TReviewedApplication } from '@mall/contract/merchant/review-applications';
import { applicationIdOf, historyRows, isAlreadyDecided, REASON_MAX, reasonProblem } from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { Dialog } from './console-dialog.tsx';
import type { Notice } from './console-notice.tsx';
import { FormFailure } from './content-ui.tsx';
import { applicationListsKey, applicationQuery, approve, CONSOLE_ROOT, refuse } from './console-queries.ts';
import { usePageTitle } from './console-shell.tsx';
import { DetailFrame, Field, Section } from './detail-frame.tsx';
import { PictureList } from './picture-list.tsx';
import { TableScroll } from './table-scroll.tsx';

/**
 * One merchant application as an operator reviews it: every field, the documents (opened larger in a dialog), the
 * history with who and when, and while it is pending the decision: approve (confirmed) or refuse (with a reason the
 * applicant reads). After a decision the page shows its result; a decision someone else made first (4503) is said
 * plainly and the page shows the application as it now stands.
 */
export function ApplicationPage() {
  const { lang, t } = useConsoleText();
  const params = useParams();
  const applicationId = applicationIdOf(params.id);
  const query = useQuery({ ...applicationQuery(applicationId ?? 0, lang), enabled: applicationId !== undefined });
  const [notice, setNotice] = useState<Notice>();
  const heading = t('detail.heading', { id: params.id ?? '' });
  usePageTitle(query.data ? `${query.data.shopName} · ${heading}` : heading);

  return (
    <DetailFrame
      page="platform/application"
      list="/applications"
      back={t('detail.back')}
      eyebrow={heading}
      title={query.data?.shopName ?? heading}
      badge={query.data && <StatusBadge status={query.data.status} />}
      notice={notice}
      query={query}
      missing={applicationId === undefined}
      notFound={t('errors.notFound')}
      loading={t('detail.loading')}
    >
      {(application) => (
        <ApplicationDetails
          application={application}
          onImageFailed={() => {
            // The links last 10 minutes; one that no longer works is renewed by asking again (once a minute at most).
            if (Date.now() - query.dataUpdatedAt > 60_000) void query.refetch();
          }}
          notice={notice}
          onNotice={setNotice}
        />
      )}
    </DetailFrame>
  );
}

function StatusBadge({ status }: { status: TReviewedApplication['status'] }) {
  const { t } = useConsoleText();
  return <span className={`pc-badge pc-badge--${status}`}>{t(`status.${status}`)}</span>;
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
      <PictureList
        title={t('detail.documents')}
        empty={t('detail.noDocuments')}
        pictures={a.documents.map((doc) => ({ key: doc.kind, url: doc.url, name: t(`documents.${doc.kind}`) }))}
        texts="detail"
        onBroken={onImageFailed}
      />
      <History application={a} />
    </div>
  );
}

function History({ application }: { application: TReviewedApplication }) {
  const { lang, t } = useConsoleText();
  const rows = historyRows(application);
  return (
    <Section title={t('detail.history')}>
      <TableScroll label={t('detail.history')}>
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
      </TableScroll>
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

  return (
    <Dialog title={t('review.approveTitle')} onClose={onClose} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
      <p id={bodyId}>{t('review.approveBody', { shop: application.shopName, name: application.applicant.nickName || application.legalName })}</p>
      <FormFailure error={isAlreadyDecided(mutation.error) ? undefined : mutation.error} />
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
        <FormFailure error={isAlreadyDecided(mutation.error) ? undefined : mutation.error} />
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
