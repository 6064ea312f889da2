import { useTranslation } from 'react-i18next';
import type { TMerchantShopProfile } from '@mall/contract/shop/merchant-shop-fields';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useSaveProfile } from './use-merchant-shop.ts';

/**
 * Whether the shop takes orders: a switch that asks before it closes (or reopens) the shop, then saves the profile as
 * the server holds it with the other status. A native button with the switch role, so a keyboard reaches it and its
 * visible title names it (antd-mobile's switch is a div no keyboard reaches).
 */
export function OpenSwitch({ shopId, profile, onSaved }: { shopId: number; profile: TMerchantShopProfile; onSaved?: () => void }) {
  const { t } = useTranslation('merchant-shop');
  const save = useSaveProfile(shopId, onSaved);
  const open = profile.status === 'open';

  const toggle = async () => {
    const confirmed = await confirmDialog({
      title: open ? t('status.closeTitle') : t('status.openTitle'),
      content: open ? t('status.closeBody') : t('status.openBody'),
      confirmText: open ? t('status.closeConfirm') : t('status.openConfirm'),
      cancelText: t('status.cancel'),
    });
    if (!confirmed) return;
    const { name, intro, logo, banner, phone } = profile;
    save.mutate(
      { name, intro, logo, banner, phone, status: open ? 'closed' : 'open' },
      {
        onSuccess: (saved) => showToast(saved.status === 'open' ? t('status.opened') : t('status.closed')),
        onError: (error) => showToast(t('errors.saveFailed', { message: error.message })),
      },
    );
  };

  return (
    <section className="mall-card mall-mshop-section mall-mshop-status" aria-labelledby="mshop-status-title">
      <div className="mall-mshop-status-text">
        <h2 className="mall-mshop-title" id="mshop-status-title">
          {t('status.title')}
        </h2>
        <p className="mall-mshop-note" id="mshop-status-note">
          {open ? t('status.openNote') : t('status.closedNote')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className="mall-mshop-switch"
        aria-checked={open}
        aria-labelledby="mshop-status-title"
        aria-describedby="mshop-status-note"
        aria-busy={save.isPending}
        disabled={save.isPending}
        data-testid="shop-open-switch"
        onClick={() => void toggle()}
      >
        <span className="mall-mshop-switch-knob" aria-hidden="true" />
      </button>
    </section>
  );
}
