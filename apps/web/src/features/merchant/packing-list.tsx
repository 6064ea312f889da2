import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { useShopOrder } from './use-merchant-console.ts';
import './packing-list.css';

/**
 * The packing list of one order of the shop, laid out for paper (the print style hides the app around it). The
 * order is asked for within the shop, so the list never shows another shop's order.
 */
export function PackingList({ shopId, shopName, orderId }: { shopId: number; shopName: string; orderId: number }) {
  const { t, i18n } = useTranslation('merchant');
  const found = useShopOrder(shopId, orderId);
  if (orderId <= 0) return <EmptyState title={t('packing.notFound')} />;
  if (found.isPending) return <ListSkeleton rows={3} />;
  if (found.isError) return <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  const order = found.data;
  if (!order) return <EmptyState title={t('packing.notFound')} />;
  const a = order.address;
  return (
    <article className="mall-card mall-packing" data-testid="packing-list">
      <h2>{shopName}</h2>
      <dl>
        <div>
          <dt>{t('packing.order')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('packing.placed')}</dt>
          <dd>{formatDateTime(order.createdAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('packing.to')}</dt>
          <dd>
            {a.receiverName} +{a.phoneCode} {a.mobile}
            <br />
            {a.areaText} {a.detail} {a.postcode}
          </dd>
        </div>
        {order.remark && (
          <div>
            <dt>{t('packing.remark')}</dt>
            <dd>{order.remark}</dd>
          </div>
        )}
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('packing.goods')}</th>
            <th scope="col">{t('packing.spec')}</th>
            <th scope="col">{t('packing.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={`${l.goodsId}-${i}`}>
              <td>{l.title}</td>
              <td>{l.specName}</td>
              <td>{l.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('packing.pieces')}
            </th>
            <td>{order.quantity}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
