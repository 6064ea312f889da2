import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TComplaint } from '@mall/contract/complaint/complaint-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { ComplaintStatusTag } from './complaint-status.tsx';
import './complaint.css';

/** What a complaint is about in a few words (its kind is said beside it): the goods, the request or order number, or the shop. */
function aboutLine({ about }: TComplaint): string {
  return about.goods?.title ?? about.return?.returnNo ?? about.order?.orderNo ?? about.shop.name;
}

/** One complaint of the shopper's list: its type, status, what it is about and when it was filed; the card opens it. */
export function ComplaintCard({ complaint: c, onOpen }: { complaint: TComplaint; onOpen: () => void }) {
  const { t, i18n } = useTranslation('complaint');
  const picture = c.about.goods?.image ?? c.about.order?.goods[0]?.image ?? c.about.shop.logo;
  return (
    <article className="mall-card mall-complaint-card" data-testid="complaint-card" data-complaint-id={c.complaintId} data-status={c.status}>
      <button type="button" className="mall-complaint-card-open" onClick={onOpen}>
        <span className="mall-visually-hidden">{t('list.open', { no: c.complaintNo })}</span>
        <header className="mall-complaint-card-head">
          <strong className="mall-complaint-card-type">{c.typeLabel}</strong>
          <ComplaintStatusTag status={c.status} />
        </header>
        <div className="mall-complaint-card-body">
          {picture && <img src={picture} alt="" width={48} height={48} loading="lazy" />}
          <div className="mall-complaint-card-text">
            <p className="mall-complaint-card-about">
              <span className="mall-complaint-subject-kind">{t(`subject.${c.about.subject}`)}</span> {aboutLine(c)}
            </p>
            <p className="mall-complaint-card-content">{c.content}</p>
          </div>
          <RightOutline aria-hidden className="mall-complaint-chevron" />
        </div>
        <footer className="mall-complaint-card-foot">
          <span>{t('list.filed', { date: formatDateTime(c.createdAt, i18n.language) })}</span>
          <span className="mall-complaint-no">{c.complaintNo}</span>
        </footer>
      </button>
    </article>
  );
}
