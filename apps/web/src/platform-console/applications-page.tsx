import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@mall/contract/merchant/application-fields';
import { isForbidden, statusFromSearch } from './console-helpers.ts';
import { formatDateTime, useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { applicationsQuery } from './console-queries.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { LoadingRows } from './loading-rows.tsx';

const EMPTY: Record<ApplicationStatus, ConsoleTextKey> = {
  pending: 'applications.emptyPending',
  approved: 'applications.emptyApproved',
  refused: 'applications.emptyRefused',
};

const PANEL_ID = 'pc-applications-panel';
const tabId = (status: ApplicationStatus) => `pc-tab-${status}`;

/**
 * The merchant applications, one status at a time (tabs; the status is in the address, so a link or the back button
 * keeps it): the pending queue oldest first, decided ones newest first, a keyset page at a time ("Load more").
 */
export function ApplicationsPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFromSearch(search.get('status'));
  const query = useInfiniteQuery(applicationsQuery(status, lang));
  usePageTitle(`${t('applications.title')} · ${t(`status.${status}`)}`);

  if (isForbidden(query.error)) return <NotOperator />;

  function select(next: ApplicationStatus) {
    setSearch(next === 'pending' ? {} : { status: next }, { replace: true });
  }

  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const listPath = `/applications${status === 'pending' ? '' : `?status=${status}`}`;

  return (
    <div className="pc-page" data-page="platform/applications">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('applications.title')}</h1>
      </div>
      <StatusTabs
        statuses={APPLICATION_STATUSES}
        value={status}
        label={t('applications.tabs')}
        labelOf={(s) => t(`status.${s}`)}
        idOf={tabId}
        panelId={PANEL_ID}
        onSelect={select}
      />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(status)} className="pc-card pc-panel">
        <p className="pc-muted pc-panel-hint">{t(status === 'pending' ? 'applications.pendingOrder' : 'applications.decidedOrder')}</p>
        {query.isPending ? (
          <LoadingRows label={t('applications.loading')} rows={4} />
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
            <p className="pc-muted">{t('applications.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="pc-table-wrap">
              <table className="pc-table">
                <caption className="pc-visually-hidden">{t('applications.caption', { status: t(`status.${status}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('applications.shopName')}</th>
                    <th scope="col">{t('applications.legalName')}</th>
                    <th scope="col">{t('applications.kind')}</th>
                    <th scope="col">{t('applications.contact')}</th>
                    <th scope="col">{t('applications.submitted')}</th>
                    <th scope="col">{t('applications.decided')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const to = `/applications/${row.applicationId}`;
                    return (
                      // The shop name is the link (and the keyboard's way in); a click anywhere on the row goes there too.
                      <tr
                        key={row.applicationId}
                        className="pc-row-link"
                        onClick={(event) => {
                          if (!(event.target as HTMLElement).closest('a')) void navigate(to, { state: { from: listPath } });
                        }}
                      >
                        <th scope="row">
                          <Link to={to} state={{ from: listPath }}>
                            {row.shopName}
                          </Link>
                        </th>
                        <td>{row.legalName}</td>
                        <td>{t(`kinds.${row.kind}`)}</td>
                        <td>{row.contactName}</td>
                        <td>
                          <time dateTime={row.submittedAt}>{formatDateTime(row.submittedAt, lang)}</time>
                        </td>
                        <td>
                          {row.decidedAt ? (
                            <time dateTime={row.decidedAt}>{formatDateTime(row.decidedAt, lang)}</time>
                          ) : (
                            <span className="pc-muted">{t('applications.notDecided')}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ListFoot query={query} count={rows.length} texts="applications" />
          </>
        )}
      </section>
    </div>
  );
}
