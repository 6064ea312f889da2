import { Button, Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { useReviewingPayments, useReviewVoucher } from './use-merchant-console.ts';

/** Bank transfers whose vouchers wait for the shop: look at the receipt, then confirm the money arrived or refuse. */
export function VoucherReviews({ shopId }: { shopId: number }) {
  const { t, i18n } = useTranslation('merchant');
  const money = useFormatBaseMoney();
  const reviewing = useReviewingPayments(shopId, true);
  const review = useReviewVoucher();
  const list = reviewing.data?.list ?? [];
  if (list.length === 0) return null;

  const decide = async (paymentNo: string, approve: boolean) => {
    const ok = await confirmDialog({
      title: approve ? t('vouchers.approveTitle') : t('vouchers.refuseTitle'),
      content: approve ? t('vouchers.approveNote') : t('vouchers.refuseNote'),
      confirmText: approve ? t('vouchers.approve') : t('vouchers.refuse'),
      cancelText: t('console.cancel'),
    });
    if (ok) review.mutate({ paymentNo, approve, note: approve ? '' : t('vouchers.refusedNote') });
  };

  return (
    <section className="mall-card mall-vouchers" aria-labelledby="vouchers-title" data-testid="voucher-reviews">
      <h2 id="vouchers-title" className="mall-dashboard-title">
        {t('vouchers.title', { count: list.length })}
      </h2>
      {list.map((p) => (
        <article key={p.paymentNo} className="mall-voucher" data-payment={p.paymentNo}>
          <p className="mall-voucher-head">
            <strong>{money(p.amount)}</strong>
            <span>{p.orderNos.join(', ')}</span>
          </p>
          <div className="mall-voucher-images">
            {p.images.map((src, i) => (
              <button key={src} type="button" className="mall-voucher-image" onClick={() => ImageViewer.Multi.show({ images: p.images, defaultIndex: i })} aria-label={t('vouchers.view', { n: i + 1 })}>
                <Image src={src} alt="" fit="cover" width={64} height={64} />
              </button>
            ))}
          </div>
          {p.note && <p className="mall-voucher-note">{p.note}</p>}
          <p className="mall-voucher-foot">
            <time dateTime={p.submittedAt}>{formatDateTime(p.submittedAt, i18n.language)}</time>
            <span className="mall-shop-order-actions">
              <Button size="small" shape="rounded" onClick={() => void decide(p.paymentNo, false)}>
                {t('vouchers.refuse')}
              </Button>
              <Button size="small" shape="rounded" color="primary" onClick={() => void decide(p.paymentNo, true)}>
                {t('vouchers.approve')}
              </Button>
            </span>
          </p>
        </article>
      ))}
    </section>
  );
}
