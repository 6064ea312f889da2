import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { COMPLAINT_ANSWER_MAX } from '@mall/contract/complaint/complaint-fields';
import type { TPlatformComplaint } from '@mall/contract/complaint/query-platform-complaint';
import { answer, close, complaintKey, complaintListsKey, complaintQuery } from './complaint-queries.ts';
import { answerProblem, isAlreadyAnswered } from './complaint-helpers.ts';
import { applicationIdOf } from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { Dialog } from './console-dialog.tsx';
import type { Notice } from './console-notice.tsx';
import { FormFailure } from './content-ui.tsx';
import { usePageTitle } from './console-shell.tsx';
import { DetailFrame, Field, Section } from './detail-frame.tsx';
import { PictureList } from './picture-list.tsx';
import './complaints.css';

/**
 * One complaint as an operator handles it: the shopper's words and photos, what it is about with its facts (the
 * order, goods, shop or after-sales request), who complained; while it is open, the answer (and closing it at once);
 * once answered, the answer and a way to close it. An answer someone else sent first (4773) is said plainly and the
 * page shows the complaint as it stands.
 */
export function ComplaintPage() {
  const { lang, t } = useConsoleText();
  const params = useParams();
  // The same id rule as applications: a positive number the API could know.
  const complaintId = applicationIdOf(params.id);
  const query = useQuery({ ...complaintQuery(complaintId ?? 0, lang), enabled: complaintId !== undefined });
  const [notice, setNotice] = useState<Notice>();
  const c = query.data;
  const heading = c ? t('complaints.heading', { no: c.complaintNo }) : t('complaints.heading', { no: params.id ?? '' });
  usePageTitle(heading);

  return (
    <DetailFrame
      page="platform/complaint"
      list="/complaints"
      back={t('complaints.back')}
      eyebrow={heading}
      title={c ? `${c.typeLabel} · ${t(`complaints.subjects.${c.about.subject}`)}` : heading}
      badge={
        c && (
          <span className={`pc-badge pc-badge--complaint-${c.status}`} data-testid="pc-complaint-status">
            {t(`complaints.status.${c.status}`)}
          </span>
        )
      }
      notice={notice}
      query={query}
      missing={complaintId === undefined}
      notFound={t('complaints.notFound')}
      loading={t('complaints.loadingOne')}
    >
      {(complaint) => <ComplaintDetails complaint={complaint} onNotice={setNotice} />}
    </DetailFrame>
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
      <PictureList
        title={t('complaints.photos')}
        empty={t('complaints.noPhotos')}
        pictures={c.images.map((url, i) => ({ key: url, url, name: t('complaints.photo', { index: i + 1 }) }))}
        texts="complaints"
        testId="pc-complaint-photos"
      />
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
        <FormFailure error={isAlreadyAnswered(mutation.error) ? undefined : mutation.error} />
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
          <FormFailure error={mutation.error} />
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
