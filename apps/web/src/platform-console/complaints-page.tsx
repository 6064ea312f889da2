import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import { complaintStatusFromSearch } from './complaint-helpers.ts';
import { complaintsQuery } from './complaint-queries.ts';
import { isForbidden } from './console-helpers.ts';
import { StatusTabs } from './status-tabs.tsx';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import './complaints.css';
import { LoadingRows } from './loading-rows.tsx';

const EMPTY: Record<ComplaintStatus, ConsoleTextKey> = {
  open: 'complaints.emptyOpen',
  answered: 'complaints.emptyAnswered',
  closed: 'complaints.emptyClosed',
};

const PANEL_ID = 'pc-complaints-panel';
const tabId = (status: ComplaintStatus) => `pc-complaint-tab-${status}`;

/**
 * The shoppers' complaints, one status at a time (tabs; the status is in the address): the open queue oldest first,
 * answered and closed ones newest first, a keyset page at a time ("Load more").
 */
export function ComplaintsPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const status = complaintStatusFromSearch(search.get('status'));
  const query = useInfiniteQuery(complaintsQuery(status, lang));
  usePageTitle(`${t('complaints.title')} · ${t(`complaints.status.${status}`)}`);

  if (isForbidden(query.error)) return <NotOperator />;

  function select(next: ComplaintStatus) {
    setSearch(next === 'open' ? {} : { status: next }, { replace: true });
  }

  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const listPath = `/complaints${status === 'open' ? '' : `?status=${status}`}`;

  return (
    <div className="pc-page" data-page="platform/complaints">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('complaints.title')}</h1>
      </div>
      <StatusTabs
        statuses={COMPLAINT_STATUSES}
        value={status}
        label={t('complaints.tabs')}
        labelOf={(s) => t(`complaints.status.${s}`)}
        idOf={tabId}
        panelId={PANEL_ID}
        onSelect={select}
      />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(status)} className="pc-card pc-panel">
        <p className="pc-muted pc-panel-hint">{t(status === 'open' ? 'complaints.openOrder' : 'complaints.doneOrder')}</p>
        {query.isPending ? (
          <LoadingRows label={t('complaints.loading')} rows={4} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true">
              <rect x="10" y="8" width="76" height="56" rx="8" fill="#e8eef9" />
              <path d="M24 26h48M24 38h32M24 50h20" stroke="#0f52ba" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
              <circle cx="72" cy="50" r="10" fill="#fff" stroke="#0f52ba" strokeWidth="3" />
              <path d="M67 50l4 4 6-7" fill="none" stroke="#0f52ba" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p className="pc-empty-title">{t(EMPTY[status])}</p>
            <p className="pc-muted">{t('complaints.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="pc-table-wrap">
              <table className="pc-table" data-testid="pc-complaints">
                <caption className="pc-visually-hidden">{t('complaints.caption', { status: t(`complaints.status.${status}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('complaints.no')}</th>
                    <th scope="col">{t('complaints.type')}</th>
                    <th scope="col">{t('complaints.subject')}</th>
                    <th scope="col">{t('complaints.shop')}</th>
                    <th scope="col">{t('complaints.complainant')}</th>
                    <th scope="col">{t('complaints.filed')}</th>
                    <th scope="col">{t('complaints.answered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const to = `/complaints/${row.complaintId}`;
                    return (
                      // The number is the link (and the keyboard's way in); a click anywhere on the row goes there too.
                      <tr
                        key={row.complaintId}
                        className="pc-row-link"
                        data-complaint-id={row.complaintId}
                        onClick={(event) => {
                          if (!(event.target as HTMLElement).closest('a')) void navigate(to, { state: { from: listPath } });
                        }}
                      >
                        <th scope="row">
                          <Link to={to} state={{ from: listPath }} className="pc-mono">
                            {row.complaintNo}
                          </Link>
                        </th>
                        <td>{row.typeLabel}</td>
                        <td>
                          <span className="pc-complaint-subject">{t(`complaints.subjects.${row.subject}`)}</span> {row.about}
                        </td>
                        <td>{row.shopName}</td>
                        <td>{row.complainant}</td>
                        <td>
                          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
                        </td>
                        <td>
                          {row.answeredAt ? (
                            <time dateTime={row.answeredAt}>{formatDateTime(row.answeredAt, lang)}</time>
                          ) : (
                            <span className="pc-muted">{t('complaints.notAnswered')}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ListFoot query={query} count={rows.length} texts="complaints" />
          </>
        )}
      </section>
    </div>
  );
}
