import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasApplication } from './use-merchant-application.ts';
import '../../shared/ui/entry-card.css';

/** The me tab's way into selling: apply, see the review, or the merchant console once approved. */
export function MerchantEntry() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const has = useHasApplication();
  const status = has.data?.status ?? null;
  const path = status === 'approved' ? '/merchant/index' : status ? '/pages/user/applymerchantresult' : '/pages/user/applymerchant';
  return (
    <button type="button" className="mall-card mall-entry-card" data-testid="merchant-entry" data-status={status ?? 'none'} onClick={() => void navigate(path)}>
      <ShopbagOutline className="mall-entry-card-icon" aria-hidden />
      <span className="mall-entry-card-text">
        <strong>{t(`entry.${status ?? 'none'}.title`)}</strong>
        <span>{t(`entry.${status ?? 'none'}.note`)}</span>
      </span>
      <RightOutline aria-hidden className="mall-entry-card-arrow" />
    </button>
  );
}
