import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TComplaintSubjectView } from '@mall/contract/complaint/complaint-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import './complaint.css';

/** How many of an order's goods a card shows before "+n more". */
const GOODS_SHOWN = 3;

/**
 * What a complaint is about, with its facts: the shop, the goods, the order (number, status, amount, goods) or the
 * after-sales request (number, status, the shop's reason for refusing it).
 */
export function SubjectCard({ about }: { about: TComplaintSubjectView }) {
  const { t } = useTranslation('complaint');
  const { t: to } = useTranslation('order');
  const format = useFormatMoney();
  const { shop, goods, order } = about;
  const request = about.return;
  const orderGoods = order && !goods ? order.goods : [];
  return (
    <div className="mall-complaint-subject" data-testid="complaint-subject" data-subject={about.subject}>
      <p className="mall-complaint-subject-head">
        <span className="mall-complaint-subject-kind">{t(`subject.${about.subject}`)}</span>
        <span className="mall-complaint-subject-shop">
          {shop.logo ? <img src={shop.logo} alt="" width={18} height={18} /> : <ShopbagOutline aria-hidden />}
          <span>{shop.name}</span>
        </span>
      </p>
      {goods && (
        <div className="mall-complaint-subject-goods">
          <img src={goods.image} alt="" width={56} height={56} loading="lazy" />
          <span className="mall-complaint-subject-title">{goods.title}</span>
        </div>
      )}
      {order && (
        <p className="mall-complaint-subject-line" data-testid="complaint-subject-order">
          <span>{t('about.orderNo', { no: order.orderNo })}</span>
          <span className="mall-complaint-subject-note">
            {to(`status.${order.status}`)} · {t('about.paid', { amount: format(order.payAmount).text })}
          </span>
        </p>
      )}
      {orderGoods.length > 0 && (
        <ul className="mall-complaint-subject-thumbs">
          {orderGoods.slice(0, GOODS_SHOWN).map((g) => (
            <li key={g.goodsId}>
              <img src={g.image} alt={g.title} width={44} height={44} loading="lazy" />
            </li>
          ))}
          {orderGoods.length > GOODS_SHOWN && <li className="mall-complaint-subject-more">{t('about.moreGoods', { count: orderGoods.length - GOODS_SHOWN })}</li>}
        </ul>
      )}
      {request && (
        <div className="mall-complaint-subject-return" data-testid="complaint-subject-return">
          <p className="mall-complaint-subject-line">
            <span>{t('about.returnNo', { no: request.returnNo })}</span>
            <span className="mall-complaint-subject-note">
              {t(`returnKind.${request.kind}`)} · {t(`returnStatus.${request.status}`)}
            </span>
          </p>
          {request.reason && <p className="mall-complaint-subject-note">{t('about.reason', { reason: request.reason })}</p>}
          {request.refuseReason && <p className="mall-complaint-subject-note">{t('about.refuseReason', { reason: request.refuseReason })}</p>}
        </div>
      )}
    </div>
  );
}
