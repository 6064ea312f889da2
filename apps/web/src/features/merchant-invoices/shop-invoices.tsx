import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@mall/contract/invoice/invoice-fields';
import { MERCHANT_INVOICE_TABS, type MerchantInvoiceTab } from '@mall/contract/invoice/query-merchant-invoices';
import { formatBaseMoney } from '../../shared/format/base-money.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useIssueInvoice, useShopInvoiceList } from './use-merchant-invoices.ts';
import './merchant-invoices.css';

/** The tab a page address names, the invoices to issue by default. */
export function invoiceTabOf(value: string | undefined): MerchantInvoiceTab {
  return MERCHANT_INVOICE_TABS.find((x) => x === value) ?? 'requested';
}

function InvoiceRow({ invoice, baseCurrency, busy, onIssue }: { invoice: TInvoice; baseCurrency: string | undefined; busy: boolean; onIssue: () => void }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = langOf(i18n.language) ?? 'en';
  const facts: [string, string][] = [
    [t('card.title'), `${invoice.titleName} (${t(`titleKind.${invoice.titleKind}`)})`],
    ...(invoice.taxNo ? [[t('card.taxNo'), invoice.taxNo] as [string, string]] : []),
    ...(invoice.email ? [[t('card.email'), invoice.email] as [string, string]] : []),
    [t('card.amount'), formatBaseMoney(invoice.amount, baseCurrency, lang)],
    ...(invoice.invoiceNo ? [[t('card.number'), invoice.invoiceNo] as [string, string]] : []),
    ...(invoice.creditOfNo ? [[t('card.creditOf'), invoice.creditOfNo] as [string, string]] : []),
    invoice.issuedAt ? [t('card.issuedAt'), formatDateTime(invoice.issuedAt, i18n.language)] : [t('card.requestedAt'), formatDateTime(invoice.createdAt, i18n.language)],
  ];
  const order = t('merchant.order', { orderNo: invoice.orderNo });
  return (
    <li className="mall-card mall-minvoice" data-testid="merchant-invoice" data-invoice-id={invoice.invoiceId} data-status={invoice.status}>
      <div className="mall-minvoice-head">
        <h3 className="mall-minvoice-title">{order}</h3>
        <span className={`mall-minvoice-kind mall-minvoice-kind--${invoice.kind}`}>{t(`kind.${invoice.kind}`)}</span>
      </div>
      <dl className="mall-minvoice-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mall-minvoice-actions">
        {invoice.status === 'requested' && (
          <Button size="small" shape="rounded" color="primary" disabled={busy} onClick={onIssue} data-testid="merchant-invoice-issue">
            {t('merchant.issue')}
            <span className="mall-visually-hidden"> {order}</span>
          </Button>
        )}
        {invoice.pdfUrl && invoice.invoiceNo && (
          <a className="mall-minvoice-pdf" href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="merchant-invoice-pdf">
            {t('card.open')}
            <span className="mall-visually-hidden"> {invoice.invoiceNo}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * A shop's invoices in two tabs: those to issue (oldest first) and those issued with the credit notes (newest first),
 * each loading more as the merchant scrolls. Issuing asks first: it takes the shop's next number for good.
 */
export function ShopInvoices({ shopId, tab, onTab, baseCurrency }: { shopId: number; tab: MerchantInvoiceTab; onTab: (tab: MerchantInvoiceTab) => void; baseCurrency: string | undefined }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = langOf(i18n.language) ?? 'en';
  const pages = useShopInvoiceList(shopId, tab);
  const issue = useIssueInvoice(shopId);
  const invoices = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const askIssue = async (invoice: TInvoice) => {
    const confirmed = await confirmDialog({
      title: t('merchant.issueTitle'),
      content: t('merchant.issueBody', { orderNo: invoice.orderNo, amount: formatBaseMoney(invoice.amount, baseCurrency, lang), name: invoice.titleName }),
      confirmText: t('merchant.issueConfirm'),
      cancelText: t('merchant.issueCancel'),
    });
    if (confirmed) issue.mutate(invoice.invoiceId, { onSuccess: (done) => showToast(t('merchant.issued', { number: done.invoiceNo ?? '' })) });
  };

  let list;
  if (pages.isPending) list = <ListSkeleton rows={3} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (invoices.length === 0) list = <EmptyState title={t(`merchant.empty.${tab}.title`)} description={t(`merchant.empty.${tab}.description`)} />;
  else
    list = (
      <>
        <ul className="mall-minvoice-list" data-testid="merchant-invoices" data-tab={tab} aria-label={t('merchant.list')}>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.invoiceId} invoice={invoice} baseCurrency={baseCurrency} busy={issue.isPending} onIssue={() => void askIssue(invoice)} />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <div className="mall-minvoices">
      <Tabs activeKey={tab} onChange={(key) => onTab(invoiceTabOf(key))}>
        {MERCHANT_INVOICE_TABS.map((x) => (
          <Tabs.Tab key={x} title={t(`merchant.tabs.${x}`)} />
        ))}
      </Tabs>
      {list}
    </div>
  );
}
