import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import './complaint.css';

/** Where a complaint stands, as a small coloured label. */
export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('complaint');
  return (
    <span className={`mall-complaint-status is-${status}`} data-testid="complaint-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
