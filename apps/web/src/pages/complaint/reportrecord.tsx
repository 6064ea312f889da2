import { useRef, type KeyboardEvent } from 'react';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ComplaintCard } from '../../features/complaint/complaint-card.tsx';
import { NewComplaintLink } from '../../features/complaint/complaint-links.tsx';
import { COMPLAINT_FORM_PATH, complaintPagePath } from '../../features/complaint/complaint-paths.ts';
import { HelpLinks } from '../../features/complaint/help-links.tsx';
import { useMyComplaints } from '../../features/complaint/use-complaints.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

type Tab = ComplaintStatus | 'all';
const TABS: readonly Tab[] = ['all', ...COMPLAINT_STATUSES];
const PANEL_ID = 'complaint-list-panel';

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'all';
}

function ComplaintList() {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('status'));
  const pages = useMyComplaints(tab === 'all' ? undefined : tab);
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());
  const complaints = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const select = (next: Tab, focus: boolean) => {
    setSearch(next === 'all' ? {} : { status: next }, { replace: true });
    if (focus) tabs.current.get(next)?.focus();
  };
  // The tabs pattern: one tab stop, the arrows move along the tabs.
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const last = TABS.length - 1;
    const target = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target]!, true);
  };

  let body;
  if (pages.isPending) body = <ListSkeleton rows={3} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (complaints.length === 0)
    body = <EmptyState title={t('list.emptyTitle')} description={t('list.emptyDescription')} action={{ label: t('list.new'), onClick: () => void navigate(COMPLAINT_FORM_PATH) }} />;
  else
    body = (
      <>
        <ul className="mall-complaint-list" data-testid="complaint-list">
          {complaints.map((c) => (
            <li key={c.complaintId}>
              <ComplaintCard complaint={c} onOpen={() => void navigate(complaintPagePath(c.complaintId))} />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <PageRefresh onRefresh={() => pages.refetch()}>
      <main className="mall-page-body mall-complaint-body">
        <div className="mall-complaint-tabs" role="tablist" aria-label={t('list.tabs')}>
          {TABS.map((s) => (
            <button
              key={s}
              ref={(el) => {
                if (el) tabs.current.set(s, el);
                else tabs.current.delete(s);
              }}
              type="button"
              role="tab"
              id={`complaint-tab-${s}`}
              aria-selected={s === tab}
              aria-controls={PANEL_ID}
              tabIndex={s === tab ? 0 : -1}
              className="mall-complaint-tab"
              onClick={() => select(s, false)}
              onKeyDown={onKey}
              data-tab={s}
            >
              {s === 'all' ? t('list.all') : t(`status.${s}`)}
            </button>
          ))}
        </div>
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`complaint-tab-${tab}`} className="mall-complaint-body">
          {body}
        </div>
        <HelpLinks title={t('list.help')} />
      </main>
    </PageRefresh>
  );
}

/** The shopper's complaints (spec route complaint/reportrecord): by status, newest first, each opening its page. */
export default function ReportRecordPage() {
  const { t } = useTranslation('complaint');
  return (
    <Page name="complaint/reportrecord">
      <PageNavBar title={t('list.title')} right={<NewComplaintLink />} />
      <RequireLogin>
        <ComplaintList />
      </RequireLogin>
    </Page>
  );
}
