import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { COMPLAINT_ANSWER_MAX } from '@mall/contract/complaint/complaint-fields';
import type { TPlatformComplaint } from '@mall/contract/complaint/query-platform-complaint';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../shared/transport/api-error.ts';
import { answer, close, complaintKey, complaintListsKey, complaintQuery } from './complaint-queries.ts';
import { answerProblem, isAlreadyAnswered } from './complaint-helpers.ts';
import { applicationIdOf, describeError, isForbidden, type ErrorText } from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { Dialog } from './console-dialog.tsx';
import type { Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import './complaints.css';
import { LoadingRows } from './loading-rows.tsx';

/** The list the operator came from (its tab), else the open queue. */
function backPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/complaints') ? from : '/complaints';
}

/**
 * One complaint as an operator handles it: the shopper's words and photos, what it is about with its facts (the
 * order, goods, shop or after-sales request), who complained; while it is open, the answer (and closing it at once);
 * once answered, the answer and a way to close it. An answer someone else sent first (4773) is said plainly and the
 * page shows the complaint as it stands.
 */
export function ComplaintPage() {
  const { lang, t } = useConsoleText();
  const params = useParams();
  const location = useLocation();
  // The same id rule as applications: a positive number the API could know.
  const complaintId = applicationIdOf(params.id);
  const query = useQuery({ ...complaintQuery(complaintId ?? 0, lang), enabled: complaintId !== undefined });
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const c = query.data;
  const heading = c ? t('complaints.heading', { no: c.complaintNo }) : t('complaints.heading', { no: params.id ?? '' });
  usePageTitle(heading);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(query.error)) return <NotOperator />;
  const missing = complaintId === undefined || (isApiError(query.error) && query.error.code === CODE.NOT_FOUND);

  return (
    <div className="pc-page" data-page="platform/complaint">
      <p className="pc-breadcrumb">
        <Link to={backPath(location.state)}>
          <span aria-hidden="true">‹ </span>
          {t('complaints.back')}
        </Link>
      </p>
      <div className="pc-page-head">
        <div>
          <p className="pc-eyebrow">{heading}</p>
          <h1 tabIndex={-1}>{c ? `${c.typeLabel} · ${t(`complaints.subjects.${c.about.subject}`)}` : heading}</h1>
        </div>
        {c && <span className={`pc-badge pc-badge--complaint-${c.status}`} data-testid="pc-complaint-status">{t(`complaints.status.${c.status}`)}</span>}
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} role="status" className={`pc-alert pc-alert--${notice.tone}`}>
          <p>{notice.text}</p>
        </div>
      )}
      {missing ? (
        <div className="pc-alert pc-alert--error" role="alert">
          <p>{t('complaints.notFound')}</p>
        </div>
      ) : query.isPending ? (
        <LoadingRows label={t('complaints.loadingOne')} card />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ComplaintDetails complaint={query.data} onNotice={setNotice} />
      )}
    </div>
  );
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

function ComplaintDetails({ complaint: c, onNotice }: { complaint: TPlatformComplaint; onNotice: (notice: Notice) => void }) {
  const { lang, t } = useConsoleText();
  const none = <span className="pc-muted">{t('complaints.notGiven')}</span>;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : <span className="pc-muted">–</span>);
  const money = (minor: number) => (minor / 100).toLocaleString(lang === 'zh' ? 'zh-CN' : lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { about } = c;

  return (
    <div className="pc-detail">
      {c.status === 'open' ? <AnswerForm complaint={c} onNotice={onNotice} /> : <TheAnswer complaint={c} onNotice={onNotice} />}
      <div className="pc-detail-grid">
        <Section title={t('complaints.words')}>
          <p className="pc-complaint-text" data-testid="pc-complaint-content">
            {c.content}
          </p>
          <dl className="pc-fields">
            <Field label={t('complaints.no')}>
              <span className="pc-mono">{c.complaintNo}</span>
            </Field>
            <Field label={t('complaints.type')}>{c.typeLabel}</Field>
            <Field label={t('complaints.filed')}>{when(c.createdAt)}</Field>
            {c.answeredAt && <Field label={t('complaints.answered')}>{when(c.answeredAt)}</Field>}
            {c.closedAt && <Field label={t('complaints.closedAt')}>{when(c.closedAt)}</Field>}
          </dl>
        </Section>
        <Section title={t('complaints.person')}>
          <dl className="pc-fields">
            <Field label={t('complaints.nickName')}>{c.complainant.nickName || none}</Field>
            <Field label={t('complaints.number')}>
              <span className="pc-mono">{c.complainant.number}</span>
            </Field>
            <Field label={t('complaints.accountId')}>{c.complainant.accountId}</Field>
            <Field label={t('complaints.registered')}>{when(c.complainant.registeredAt)}</Field>
          </dl>
        </Section>
      </div>
      <Photos images={c.images} />
      <Section title={t('complaints.facts')}>
        <div className="pc-complaint-facts" data-testid="pc-complaint-facts" data-subject={about.subject}>
          <dl className="pc-fields">
            <Field label={t('complaints.subject')}>{t(`complaints.subjects.${about.subject}`)}</Field>
            <Field label={t('complaints.shop')}>
              {about.shop.name} <span className="pc-muted">({t('complaints.shopNumber', { id: about.shop.shopId })})</span>
            </Field>
            {about.goods && (
              <Field label={t('complaints.goods')}>
                {about.goods.title} <span className="pc-muted">({t('complaints.goodsNumber', { id: about.goods.goodsId })})</span>
              </Field>
            )}
          </dl>
          {about.order && (
            <div className="pc-complaint-fact-group">
              <h3>{t('complaints.order')}</h3>
              <dl className="pc-fields">
                <Field label={t('complaints.orderNo')}>
                  <span className="pc-mono">{about.order.orderNo}</span>
                </Field>
                <Field label={t('complaints.orderStatus')}>{t(`complaints.orderStatuses.${about.order.status}`)}</Field>
                <Field label={t('complaints.paid')}>{money(about.order.payAmount)}</Field>
                <Field label={t('complaints.orderedAt')}>{when(about.order.createdAt)}</Field>
                <Field label={t('complaints.paidAt')}>{when(about.order.paidAt)}</Field>
                <Field label={t('complaints.receivedAt')}>{when(about.order.receivedAt)}</Field>
              </dl>
              <h4>{t('complaints.orderGoods')}</h4>
              <ul className="pc-complaint-goods">
                {about.order.goods.map((g) => (
                  <li key={g.goodsId}>
                    <img src={g.image} alt="" width={40} height={40} loading="lazy" />
                    <span>{g.title}</span>
                    <span className="pc-muted">{t('complaints.quantity', { n: g.quantity })}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {about.return && (
            <div className="pc-complaint-fact-group">
              <h3>{t('complaints.request')}</h3>
              <dl className="pc-fields">
                <Field label={t('complaints.requestNo')}>
                  <span className="pc-mono">{about.return.returnNo}</span>
                </Field>
                <Field label={t('complaints.requestKind')}>{t(`complaints.returnKinds.${about.return.kind}`)}</Field>
                <Field label={t('complaints.requestStatus')}>{t(`complaints.returnStatuses.${about.return.status}`)}</Field>
                <Field label={t('complaints.reason')}>{about.return.reason || none}</Field>
                <Field label={t('complaints.description')}>{about.return.description || none}</Field>
                <Field label={t('complaints.refuseReason')}>{about.return.refuseReason ?? none}</Field>
                <Field label={t('complaints.amount')}>{money(about.return.amount)}</Field>
                <Field label={t('complaints.requestedAt')}>{when(about.return.createdAt)}</Field>
              </dl>
            </div>
          )}
        </div>
      </Section>
    </div>
  );
}

function Photos({ images }: { images: string[] }) {
  const { t } = useConsoleText();
  const [open, setOpen] = useState<number>();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const closeRef = useRef<HTMLButtonElement>(null);
  const shown = open === undefined ? undefined : images[open];
  const broken = (url: string) => setFailed((before) => new Set(before).add(url));

  return (
    <Section title={t('complaints.photos')}>
      {images.length === 0 ? (
        <p className="pc-muted">{t('complaints.noPhotos')}</p>
      ) : (
        <ul className="pc-documents" data-testid="pc-complaint-photos">
          {images.map((url, i) => (
            <li key={url}>
              <button type="button" className="pc-document" onClick={() => setOpen(i)}>
                {failed.has(url) ? <span className="pc-document-broken">{t('complaints.imageFailed')}</span> : <img src={url} alt="" loading="lazy" onError={() => broken(url)} />}
                <span className="pc-document-name">{t('complaints.photo', { index: i + 1 })}</span>
                <span className="pc-visually-hidden">, {t('complaints.openLarger')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown !== undefined && open !== undefined && (
        <Dialog title={t('complaints.photo', { index: open + 1 })} size="wide" onClose={() => setOpen(undefined)} initialFocus={closeRef}>
          <div className="pc-lightbox">
            {failed.has(shown) ? (
              <p className="pc-document-broken">{t('complaints.imageFailed')}</p>
            ) : (
              <img src={shown} alt={t('complaints.photo', { index: open + 1 })} onError={() => broken(shown)} />
            )}
          </div>
          <div className="pc-dialog-actions">
            <button ref={closeRef} type="button" className="pc-button" onClick={() => setOpen(undefined)}>
              {t('complaints.close')}
            </button>
          </div>
        </Dialog>
      )}
    </Section>
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

/** After an answer or a close: the complaint as it now stands, and every list (it moved between tabs). */
function useSettle(complaintId: number) {
  const { lang } = useConsoleText();
  const queryClient = useQueryClient();
  return async (now: TPlatformComplaint | undefined) => {
    await queryClient.invalidateQueries({ queryKey: complaintKey(complaintId), refetchType: now ? 'none' : 'active' });
    if (now) queryClient.setQueryData(complaintQuery(complaintId, lang).queryKey, now);
    await queryClient.invalidateQueries({ queryKey: complaintListsKey });
  };
}

const ANSWER_TEXT: Record<'tooShort' | 'tooLong', ConsoleTextKey> = { tooShort: 'complaints.answerTooShort', tooLong: 'complaints.answerTooLong' };

/** The answer to an open complaint: the text the shopper reads, and whether to close the complaint with it. */
function AnswerForm({ complaint, onNotice }: { complaint: TPlatformComplaint; onNotice: (notice: Notice) => void }) {
  const { lang, t } = useConsoleText();
  const [text, setText] = useState('');
  const [closeToo, setCloseToo] = useState(false);
  const [problem, setProblem] = useState<'tooShort' | 'tooLong'>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const settle = useSettle(complaint.complaintId);
  const mutation = useMutation({
    mutationFn: (input: { text: string; close: boolean }) => answer(complaint.complaintId, input.text, input.close, lang),
    onSuccess: (now, input) => {
      onNotice({ tone: 'success', text: t(input.close ? 'complaints.sentClosed' : 'complaints.sent') });
      void settle(now);
    },
    onError: (error) => {
      if (!isAlreadyAnswered(error)) return;
      onNotice({ tone: 'warning', text: t('complaints.alreadyAnswered') });
      void settle(undefined);
    },
  });
  const failure = mutation.isError && !isAlreadyAnswered(mutation.error) ? describeError(mutation.error, t) : undefined;
  const length = text.trim().length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = answerProblem(text);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    mutation.mutate({ text: text.trim(), close: closeToo });
  }

  return (
    <section className="pc-card pc-decision pc-complaint-answer-form" aria-labelledby="pc-answer-title">
      <div>
        <h2 id="pc-answer-title">{t('complaints.answerTitle')}</h2>
        <p className="pc-muted">{t('complaints.answerHint')}</p>
      </div>
      <form onSubmit={submit} noValidate className="pc-form">
        <div className="pc-field">
          <label htmlFor={fieldId}>{t('complaints.answerLabel')}</label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(answerProblem(event.target.value));
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-hint ${fieldId}-count${problem ? ` ${fieldId}-error` : ''}`}
            required
            data-testid="pc-answer"
          />
          <div className="pc-field-meta">
            <span id={`${fieldId}-hint`} className="pc-muted">
              {t('complaints.answerRules')}
            </span>
            <span id={`${fieldId}-count`} className={length > COMPLAINT_ANSWER_MAX ? 'pc-field-error' : 'pc-muted'}>
              {t('complaints.answerCount', { count: length })}
            </span>
          </div>
          {problem && (
            <p id={`${fieldId}-error`} className="pc-field-error">
              {t(ANSWER_TEXT[problem])}
            </p>
          )}
        </div>
        <label className="pc-complaint-check">
          <input type="checkbox" checked={closeToo} onChange={(event) => setCloseToo(event.target.checked)} data-testid="pc-answer-close" />
          <span>{t('complaints.closeToo')}</span>
        </label>
        <ServerError failure={failure} />
        <div className="pc-dialog-actions">
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-answer-send">
            {mutation.isPending ? t('complaints.sending') : t('complaints.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An answered or closed complaint's answer, who gave it and when; an answered one can be closed (after a confirmation). */
function TheAnswer({ complaint: c, onNotice }: { complaint: TPlatformComplaint; onNotice: (notice: Notice) => void }) {
  const { lang, t } = useConsoleText();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const settle = useSettle(c.complaintId);
  const mutation = useMutation({
    mutationFn: () => close(c.complaintId, lang),
    onSuccess: (now) => {
      setAsking(false);
      onNotice({ tone: 'success', text: t('complaints.closed') });
      void settle(now);
    },
  });
  const failure = mutation.isError ? describeError(mutation.error, t) : undefined;

  return (
    <section className="pc-card pc-decision pc-complaint-the-answer" aria-labelledby="pc-the-answer-title" data-testid="pc-the-answer">
      <div>
        <h2 id="pc-the-answer-title">{t('complaints.theAnswer')}</h2>
        <p className="pc-complaint-text">{c.answer}</p>
        {c.answeredAt && <p className="pc-muted">{t('complaints.answeredOn', { name: c.answeredBy ?? t('complaints.anOperator'), date: formatDateTime(c.answeredAt, lang) })}</p>}
      </div>
      {c.status === 'answered' && (
        <div className="pc-decision-buttons">
          <button type="button" className="pc-button pc-button--danger" onClick={() => setAsking(true)} data-testid="pc-complaint-close">
            {t('complaints.closeButton')}
          </button>
        </div>
      )}
      {asking && (
        <Dialog title={t('complaints.closeTitle')} onClose={() => setAsking(false)} initialFocus={cancelRef} busy={mutation.isPending} describedBy={bodyId}>
          <p id={bodyId}>{t('complaints.closeBody')}</p>
          <ServerError failure={failure} />
          <div className="pc-dialog-actions">
            <button ref={cancelRef} type="button" className="pc-button" onClick={() => setAsking(false)} disabled={mutation.isPending}>
              {t('complaints.cancel')}
            </button>
            <button type="button" className="pc-button pc-button--danger-solid" onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="pc-complaint-close-confirm">
              {mutation.isPending ? t('complaints.closing') : t('complaints.closeConfirm')}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
