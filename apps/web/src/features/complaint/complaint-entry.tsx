import { ExclamationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { COMPLAINT_LIST_PATH } from './complaint-paths.ts';
import '../../shared/ui/entry-card.css';

/** The me tab's way to the shopper's complaints (and from there, to a new one); shown to logged-in shoppers. */
export function ComplaintEntry() {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  const { token } = useSession();
  if (!token) return null;
  return (
    <button type="button" className="mall-card mall-entry-card" data-testid="complaint-entry" onClick={() => void navigate(COMPLAINT_LIST_PATH)}>
      <ExclamationCircleOutline className="mall-entry-card-icon" aria-hidden />
      <span className="mall-entry-card-text">
        <strong>{t('entry.title')}</strong>
        <span>{t('entry.note')}</span>
      </span>
      <RightOutline aria-hidden className="mall-entry-card-arrow" />
    </button>
  );
}
