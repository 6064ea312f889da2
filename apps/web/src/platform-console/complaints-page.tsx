import { useInfiniteQuery } from '@tanstack/react-query';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import { complaintsQuery } from './complaint-queries.ts';
import { useConsoleText, type ConsoleTextKey } from './console-i18n.ts';
import { DateCell, LinkRow, TabbedList, useTabInAddress } from './tabbed-list.tsx';
import './complaints.css';

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
  const [status, select] = useTabInAddress(COMPLAINT_STATUSES, 'status');
  const query = useInfiniteQuery(complaintsQuery(status, lang));
  const listPath = `/complaints${status === 'open' ? '' : `?status=${status}`}`;

  return (
    <TabbedList
      page="platform/complaints"
      title={t('complaints.title')}
      tabs={{ statuses: COMPLAINT_STATUSES, value: status, label: t('complaints.tabs'), labelOf: (s) => t(`complaints.status.${s}`), idOf: tabId, panelId: PANEL_ID, onSelect: select }}
      hint={t(status === 'open' ? 'complaints.openOrder' : 'complaints.doneOrder')}
      query={query}
      loading={{ label: t('complaints.loading'), rows: 4 }}
      empty={{ title: t(EMPTY[status]), hint: t('complaints.emptyHint'), picture: true }}
      table={{
        testId: 'pc-complaints',
        caption: t('complaints.caption', { status: t(`complaints.status.${status}`) }),
        columns: [
          t('complaints.no'), t('complaints.type'), t('complaints.subject'), t('complaints.shop'),
          t('complaints.complainant'), t('complaints.filed'), t('complaints.answered'),
        ],
      }}
      row={(row) => (
        <LinkRow key={row.complaintId} to={`/complaints/${row.complaintId}`} from={listPath} label={row.complaintNo} mono data-complaint-id={row.complaintId}>
          <td>{row.typeLabel}</td>
          <td>
            <span className="pc-complaint-subject">{t(`complaints.subjects.${row.subject}`)}</span> {row.about}
          </td>
          <td>{row.shopName}</td>
          <td>{row.complainant}</td>
          <DateCell at={row.createdAt} />
          <DateCell at={row.answeredAt} none={t('complaints.notAnswered')} />
        </LinkRow>
      )}
      texts="complaints"
    />
  );
}
