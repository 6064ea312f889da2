import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_FORM_PATH, complaintFormPath } from './complaint-paths.ts';
import './complaint-links.css';

/** The order detail's way to complain about the order (a text action of the navigation bar). */
export function OrderComplaintLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('complaint');
  return (
    <Link to={complaintFormPath({ orderId })} className="mall-nav-text-action mall-complaint-nav-link" data-testid="order-complain">
      {t('links.order')}
      <span className="mall-visually-hidden">{t('links.orderContext')}</span>
    </Link>
  );
}

/** The goods page's way to report the goods to the platform (a quiet link at the end of the page). */
export function GoodsReportLink({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('complaint');
  return (
    <p className="mall-complaint-report">
      <Link to={complaintFormPath({ goodsId })} data-testid="goods-report">
        {t('links.goods')}
      </Link>
    </p>
  );
}

/** The complaints list's way to a new complaint (a text action of the navigation bar). */
export function NewComplaintLink() {
  const { t } = useTranslation('complaint');
  return (
    <Link to={COMPLAINT_FORM_PATH} className="mall-nav-text-action mall-complaint-nav-link" data-testid="complaint-new">
      {t('list.newShort')}
      <span className="mall-visually-hidden">{t('list.newContext')}</span>
    </Link>
  );
}
