import { useTranslation } from 'react-i18next';
import type { TComplaintSubjectIds } from '@mall/contract/complaint/complaint-fields';
import { formatDate } from '../../shared/format/date-time.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { useComplaintChoices } from './use-complaints.ts';
import './complaint.css';

export interface SubjectPickerProps {
  visible: boolean;
  onClose: () => void;
  onPick: (ids: TComplaintSubjectIds) => void;
}

/**
 * The shopper's recent paid orders to complain about: a whole order, one of its goods, or one of its refused
 * after-sales requests (those already taken to the platform are shown, not offered).
 */
export function SubjectPicker({ visible, onClose, onPick }: SubjectPickerProps) {
  const { t, i18n } = useTranslation('complaint');
  const { t: to } = useTranslation('order');
  const pages = useComplaintChoices({});
  const orders = pages.data?.pages.flatMap((p) => p.list) ?? [];

  let body;
  if (pages.isPending) body = <ListSkeleton rows={3} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (orders.length === 0) body = <EmptyState title={t('form.noOrders')} />;
  else
    body = (
      <>
        <ul className="mall-complaint-choices" data-testid="complaint-choices">
          {orders.map((o) => (
            <li key={o.orderId} className="mall-complaint-choice" data-order-id={o.orderId}>
              <p className="mall-complaint-choice-head">
                <span className="mall-complaint-choice-shop">{o.shop.name}</span>
                <span className="mall-complaint-subject-note">
                  {to(`status.${o.status}`)} · {formatDate(o.createdAt, i18n.language)}
                </span>
              </p>
              <p className="mall-complaint-subject-note">{t('about.orderNo', { no: o.orderNo })}</p>
              <div className="mall-complaint-choice-options">
                <button type="button" className="mall-complaint-option" onClick={() => onPick({ orderId: o.orderId })} data-testid="complaint-pick-order">
                  {t('form.wholeOrder')}
                </button>
                {o.goods.map((g) => (
                  <button
                    key={g.goodsId}
                    type="button"
                    className="mall-complaint-option mall-complaint-option--goods"
                    onClick={() => onPick({ orderId: o.orderId, goodsId: g.goodsId })}
                    data-testid="complaint-pick-goods"
                  >
                    <img src={g.image} alt="" width={32} height={32} loading="lazy" />
                    <span>{g.title}</span>
                  </button>
                ))}
                {o.refusedReturns.map((r) =>
                  r.complaintId === null ? (
                    <button key={r.returnId} type="button" className="mall-complaint-option" onClick={() => onPick({ returnId: r.returnId })} data-testid="complaint-pick-return">
                      {t('form.refusedReturn', { no: r.returnNo })}
                    </button>
                  ) : (
                    <p key={r.returnId} className="mall-complaint-option is-done">
                      {t('form.refusedReturn', { no: r.returnNo })} · {t('form.escalated')}
                    </p>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <SheetPopup visible={visible} title={t('form.chooseTitle')} onClose={onClose} testId="complaint-picker">
      <p className="mall-complaint-hint">{t('form.chooseHint')}</p>
      {body}
    </SheetPopup>
  );
}
