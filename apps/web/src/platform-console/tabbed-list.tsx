import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isForbidden, tabFromSearch } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot, type ListTexts } from './list-foot.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { StatusTabs, type StatusTabsProps } from './status-tabs.tsx';
import { TableScroll } from './table-scroll.tsx';

/**
 * A list's tab as the address keeps it (`?status=refused`), so that a link or the back button comes back to it. The
 * first tab, the list's queue, is the bare address; a tab replaces the address, as it is no page of its own.
 */
export function useTabInAddress<S extends string>(tabs: readonly [S, ...S[]], param: string): [S, (next: S) => void] {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(tabs, search.get(param));
  return [tab, (next) => setSearch(next === tabs[0] ? {} : { [param]: next }, { replace: true })];
}

/**
 * A console list by tabs (applications, complaints, withdrawals, refunds): the page's head, its notice, the tabs, and
 * in the tab's panel how it is ordered and its rows a keyset page at a time, with the loading, failed and empty
 * states. The page keeps what is its own: its tabs, its call, its columns and rows, and its dialogs (`children`).
 */
export function TabbedList<S extends string, R>({
  page,
  title,
  notice,
  tabs,
  hint,
  query,
  loading,
  empty,
  table,
  row,
  texts,
  children,
}: {
  /** The page's `data-page`. */
  page: string;
  title: string;
  /** The notice of the page's last action, if its rows have actions. It is about a row of the tab it came on: another tab clears it. */
  notice?: { shown: Notice | undefined; testId: string; clear: () => void };
  tabs: StatusTabsProps<S>;
  hint: string;
  query: UseInfiniteQueryResult<InfiniteData<{ list: R[] }, unknown>>;
  loading: { label: string; rows?: number };
  /** `picture`: the empty tray of the review queues (applications, complaints). */
  empty: { title: string; hint: string; testId?: string; picture?: boolean };
  table: { testId?: string; caption: string; columns: string[] };
  /** A row's markup, with its key. */
  row: (row: R) => ReactNode;
  texts: ListTexts;
  children?: ReactNode;
}) {
  usePageTitle(`${title} · ${tabs.labelOf(tabs.value)}`);
  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="pc-page" data-page={page}>
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{title}</h1>
      </div>
      {notice && <NoticeRegion notice={notice.shown} testId={notice.testId} />}
      <StatusTabs
        {...tabs}
        onSelect={(next) => {
          notice?.clear();
          tabs.onSelect(next);
        }}
      />
      <section id={tabs.panelId} role="tabpanel" aria-labelledby={tabs.idOf(tabs.value)} className="pc-card pc-panel">
        <p className="pc-muted pc-panel-hint">{hint}</p>
        {query.isPending ? (
          <LoadingRows {...loading} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty" data-testid={empty.testId}>
            {empty.picture && <EmptyTray />}
            <p className="pc-empty-title">{empty.title}</p>
            <p className="pc-muted">{empty.hint}</p>
          </div>
        ) : (
          <>
            <TableScroll label={table.caption}>
              <table className="pc-table" data-testid={table.testId}>
                <caption className="pc-visually-hidden">{table.caption}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{rows.map(row)}</tbody>
              </table>
            </TableScroll>
            <ListFoot query={query} count={rows.length} texts={texts} />
          </>
        )}
      </section>
      {children}
    </div>
  );
}

/**
 * A row that opens its record's page, telling it the list's tab (`from`) to come back to. The link in the row's
 * first cell is the keyboard's way in; a click anywhere else on the row goes there too. `data-*` attributes go on the row.
 */
export function LinkRow({ to, from, label, mono = false, children, ...data }: { to: string; from: string; label: ReactNode; mono?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr
      className="pc-row-link"
      {...data}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('a')) void navigate(to, { state: { from } });
      }}
    >
      <th scope="row">
        <Link to={to} state={{ from }} className={mono ? 'pc-mono' : undefined}>
          {label}
        </Link>
      </th>
      {children}
    </tr>
  );
}

/** A row's date as a cell; `none` stands in for a date the row does not have yet. */
export function DateCell({ at, none }: { at: string | null; none?: string }) {
  const { lang } = useConsoleText();
  return <td>{at ? <time dateTime={at}>{formatDateTime(at, lang)}</time> : <span className="pc-muted">{none}</span>}</td>;
}

function EmptyTray() {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true">
      <rect x="10" y="8" width="76" height="56" rx="8" fill="#e8eef9" />
      <path d="M24 26h48M24 38h32M24 50h20" stroke="#0f52ba" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
      <circle cx="72" cy="50" r="10" fill="#fff" stroke="#0f52ba" strokeWidth="3" />
      <path d="M67 50l4 4 6-7" fill="none" stroke="#0f52ba" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
