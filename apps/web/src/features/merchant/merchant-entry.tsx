import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasApplication } from './use-merchant-application.ts';
import './merchant-entry.css';

/** The me tab's way into selling: apply, see the review, or the merchant console once approved. */
export function MerchantEntry() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const has = useHasApplication();
  const status = has.data?.status ?? null;
  const path = status === 'approved' ? '/merchant/index' : status ? '/pages/user/applymerchantresult' : '/pages/user/applymerchant';
  return (
    <button type="button" className="mall-card mall-merchant-entry" data-testid="merchant-entry" data-status={status ?? 'none'} onClick={() => void navigate(path)}>
      <ShopbagOutline className="mall-merchant-entry-icon" aria-hidden />
      <span className="mall-merchant-entry-text">
        <strong>{t(`entry.${status ?? 'none'}.title`)}</strong>
        <span>{t(`entry.${status ?? 'none'}.note`)}</span>
      </span>
      <RightOutline aria-hidden className="mall-merchant-entry-arrow" />
    </button>
  );
}
