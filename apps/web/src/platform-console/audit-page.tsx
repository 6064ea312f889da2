import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { auditQuery } from './audit-queries.ts';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { TableScroll } from './table-scroll.tsx';

const SUBJECT = /^[A-Za-z]+:[0-9A-Za-z_-]+$/;

/** A value of the log as readable text: what was asked, and the subject before and after. */
function shown(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

/**
 * The audit log (admins): every operator action newest first, who made it, the call, what it acted on, and the
 * subject before and after; narrowed to one subject's history by its id (`withdrawId:12`, in the address).
 */
export function AuditPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const subject = SUBJECT.test(search.get('subject') ?? '') ? search.get('subject')! : undefined;
  const [typed, setTyped] = useState(subject ?? '');
  const [problem, setProblem] = useState(false);
  const query = useInfiniteQuery(auditQuery(subject, lang));
  const inputId = useId();
  const hintId = useId();
  usePageTitle(t('audit.title'));
  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  function submit(ev: FormEvent) {
    ev.preventDefault();
    const value = typed.trim();
    if (value !== '' && !SUBJECT.test(value)) return setProblem(true);
    setProblem(false);
    setSearch(value ? { subject: value } : {}, { replace: true });
  }

  return (
    <div className="pc-page" data-page="platform/audit">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('audit.title')}</h1>
        <p className="pc-muted">{t('audit.subtitle')}</p>
      </div>
      <form className="pc-card pc-filter-bar" onSubmit={submit}>
        <label htmlFor={inputId}>{t('audit.subject')}</label>
        <input id={inputId} value={typed} onChange={(ev) => setTyped(ev.target.value)} placeholder="withdrawId:12" aria-invalid={problem} aria-describedby={hintId} maxLength={80} />
        <button type="submit" className="pc-button">
          {t('audit.filter')}
        </button>
        <p id={hintId} className={problem ? 'pc-field-error' : 'pc-muted'} role={problem ? 'alert' : undefined}>
          {problem ? t('audit.subjectInvalid') : t('audit.subjectHint')}
        </p>
      </form>
      <section className="pc-card pc-panel" aria-labelledby="pc-audit-caption">
        {query.isPending ? (
          <LoadingRows label={t('audit.loading')} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('audit.empty')}</p>
          </div>
        ) : (
          <>
            <TableScroll label={t('audit.title')}>
              <table className="pc-table" data-testid="pc-audit">
                <caption id="pc-audit-caption" className="pc-visually-hidden">
                  {t('audit.title')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.at')}</th>
                    <th scope="col">{t('audit.operator')}</th>
                    <th scope="col">{t('audit.action')}</th>
                    <th scope="col">{t('audit.subject')}</th>
                    <th scope="col">{t('audit.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.actionId} data-action={row.action}>
                      <td>{formatDateTime(row.at, lang)}</td>
                      <td>{row.operator}</td>
                      <th scope="row" className="pc-mono">
                        {row.action}
                      </th>
                      <td className="pc-mono">{row.subject || '—'}</td>
                      <td>
                        <details>
                          <summary>{t('audit.show')}</summary>
                          <dl className="pc-audit-change">
                            <dt>{t('audit.request')}</dt>
                            <dd>
                              <pre>{shown(row.request)}</pre>
                            </dd>
                            <dt>{t('audit.before')}</dt>
                            <dd>
                              <pre>{shown(row.before)}</pre>
                            </dd>
                            <dt>{t('audit.after')}</dt>
                            <dd>
                              <pre>{shown(row.after)}</pre>
                            </dd>
                          </dl>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <ListFoot query={query} count={rows.length} texts="audit" />
          </>
        )}
      </section>
    </div>
  );
}
