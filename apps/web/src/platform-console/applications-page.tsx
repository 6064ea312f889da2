import { useInfiniteQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@mall/contract/merchant/application-fields';
import { useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { applicationsQuery } from './console-queries.ts';
import { DateCell, LinkRow, TabbedList, useTabInAddress } from './tabbed-list.tsx';

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
  const [status, select] = useTabInAddress(APPLICATION_STATUSES, 'status');
  const query = useInfiniteQuery(applicationsQuery(status, lang));
  const listPath = `/applications${status === 'pending' ? '' : `?status=${status}`}`;

  return (
    <TabbedList
      page="platform/applications"
      title={t('applications.title')}
      tabs={{ statuses: APPLICATION_STATUSES, value: status, label: t('applications.tabs'), labelOf: (s) => t(`status.${s}`), idOf: tabId, panelId: PANEL_ID, onSelect: select }}
      hint={t(status === 'pending' ? 'applications.pendingOrder' : 'applications.decidedOrder')}
      query={query}
      loading={{ label: t('applications.loading'), rows: 4 }}
      empty={{ title: t(EMPTY[status]), hint: t('applications.emptyHint'), picture: true }}
      table={{
        caption: t('applications.caption', { status: t(`status.${status}`) }),
        columns: [t('applications.shopName'), t('applications.legalName'), t('applications.kind'), t('applications.contact'), t('applications.submitted'), t('applications.decided')],
      }}
      row={(row) => (
        <LinkRow key={row.applicationId} to={`/applications/${row.applicationId}`} from={listPath} label={row.shopName}>
          <td>{row.legalName}</td>
          <td>{t(`kinds.${row.kind}`)}</td>
          <td>{row.contactName}</td>
          <DateCell at={row.submittedAt} />
          <DateCell at={row.decidedAt} none={t('applications.notDecided')} />
        </LinkRow>
      )}
      texts="applications"
    />
  );
}
