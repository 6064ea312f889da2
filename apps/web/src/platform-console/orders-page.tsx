import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@mall/contract/order/order-fields';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, moneyText, useConsoleText } from './console-i18n.ts';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { ListFoot } from './list-foot.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { ordersQuery, type OrderFilter } from './order-queries.ts';
import { TableScroll } from './table-scroll.tsx';

const ID = /^[1-9][0-9]{0,9}$/;

/** The filter as the address holds it; values that are not well formed are left out. */
function filterOf(search: URLSearchParams): OrderFilter {
  const orderNo = search.get('orderNo') ?? '';
  const accountId = search.get('accountId') ?? '';
  const shopId = search.get('shopId') ?? '';
  const status = search.get('status') ?? '';
  return {
    ...(/^[0-9A-Za-z]{1,40}$/.test(orderNo) ? { orderNo } : {}),
    ...(ID.test(accountId) ? { accountId: Number(accountId) } : {}),
    ...(ID.test(shopId) ? { shopId: Number(shopId) } : {}),
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
  };
}

/** Every order of the marketplace (support): newest first, found by number, shopper, shop or status. */
export function OrdersPage() {
  const { lang, t } = useConsoleText();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const query = useInfiniteQuery(ordersQuery(filter, lang));
  const [form, setForm] = useState({ orderNo: filter.orderNo ?? '', accountId: filter.accountId ? String(filter.accountId) : '', shopId: filter.shopId ? String(filter.shopId) : '', status: filter.status ?? '' });
  const [problem, setProblem] = useState(false);
  const ids = { orderNo: useId(), accountId: useId(), shopId: useId(), status: useId(), hint: useId() };
  usePageTitle(t('orders.title'));
  if (isForbidden(query.error)) return <NotOperator />;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  function submit(ev: FormEvent) {
    ev.preventDefault();
    const next = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
    const bad = (next.orderNo && !/^[0-9A-Za-z]{1,40}$/.test(next.orderNo)) || (next.accountId && !ID.test(next.accountId)) || (next.shopId && !ID.test(next.shopId));
    setProblem(Boolean(bad));
    if (!bad) setSearch(next, { replace: true });
  }

  return (
    <div className="pc-page" data-page="platform/orders">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('orders.title')}</h1>
        <p className="pc-muted">{t('orders.subtitle')}</p>
      </div>
      <form className="pc-card pc-filter-bar" onSubmit={submit} aria-describedby={ids.hint}>
        <label htmlFor={ids.orderNo}>{t('orders.orderNo')}</label>
        <input id={ids.orderNo} value={form.orderNo} maxLength={40} onChange={(ev) => setForm({ ...form, orderNo: ev.target.value })} data-testid="pc-orders-no" />
        <label htmlFor={ids.accountId}>{t('orders.shopperId')}</label>
        <input id={ids.accountId} value={form.accountId} inputMode="numeric" maxLength={10} onChange={(ev) => setForm({ ...form, accountId: ev.target.value })} />
        <label htmlFor={ids.shopId}>{t('orders.shopId')}</label>
        <input id={ids.shopId} value={form.shopId} inputMode="numeric" maxLength={10} onChange={(ev) => setForm({ ...form, shopId: ev.target.value })} />
        <label htmlFor={ids.status}>{t('orders.status')}</label>
        <select id={ids.status} value={form.status} onChange={(ev) => setForm({ ...form, status: ev.target.value })}>
          <option value="">{t('orders.anyStatus')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.statuses.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="pc-button">
          {t('orders.find')}
        </button>
        <p id={ids.hint} className={problem ? 'pc-field-error' : 'pc-muted'} role={problem ? 'alert' : undefined}>
          {problem ? t('orders.invalid') : t('orders.hint')}
        </p>
      </form>
      <section className="pc-card pc-panel" aria-labelledby="pc-orders-caption">
        {query.isPending ? (
          <LoadingRows label={t('orders.loading')} />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('orders.empty')}</p>
          </div>
        ) : (
          <>
            <TableScroll label={t('orders.title')}>
              <table className="pc-table" data-testid="pc-orders">
                <caption id="pc-orders-caption" className="pc-visually-hidden">
                  {t('orders.title')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.orderNo')}</th>
                    <th scope="col">{t('orders.status')}</th>
                    <th scope="col">{t('orders.shop')}</th>
                    <th scope="col">{t('orders.shopper')}</th>
                    <th scope="col">{t('orders.amount')}</th>
                    <th scope="col">{t('orders.placed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((o) => (
                    <tr key={o.orderId} data-order-id={o.orderId}>
                      <th scope="row" className="pc-mono">
                        <Link to={`/orders/${o.orderId}`}>{o.orderNo}</Link>
                      </th>
                      <td>{t(`orders.statuses.${o.status}`)}</td>
                      <td>{o.shopName}</td>
                      <td>{o.shopper}</td>
                      <td className="pc-num">{moneyText(o.payAmount, lang)}</td>
                      <td>{formatDateTime(o.createdAt, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <ListFoot query={query} count={rows.length} texts="orders" />
          </>
        )}
      </section>
    </div>
  );
}
