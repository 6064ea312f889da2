import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@mall/contract/invoice/invoice-fields';
import { formatBaseMoney } from '../../shared/format/base-money.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { langOf } from '../../shared/session/preferences.ts';
import './invoice.css';

/**
 * Links to an issued document's PDF (a signed link that works for ten minutes): open it in a new tab, or download it.
 * Each link's name ends with the document's number, read after the visible words.
 */
export function InvoicePdfLinks({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoice');
  if (!invoice.pdfUrl || !invoice.invoiceNo) return null;
  return (
    <div className="mall-invoice-links">
      <a className="mall-invoice-link mall-invoice-link--primary" href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="invoice-pdf">
        {t('card.open')}
        <span className="mall-visually-hidden"> {invoice.invoiceNo}</span>
      </a>
      <a className="mall-invoice-link" href={invoice.pdfUrl} download={`${invoice.invoiceNo}.pdf`} data-testid="invoice-download">
        {t('card.download')}
        <span className="mall-visually-hidden"> {invoice.invoiceNo}</span>
      </a>
    </div>
  );
}

/** An invoice or credit note as the shopper sees it: its state, its facts, and what can be done with it now. */
export function InvoiceCard({ invoice, baseCurrency, onEdit }: { invoice: TInvoice; baseCurrency: string | undefined; onEdit?: () => void }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = langOf(i18n.language) ?? 'en';
  const headingId = `invoice-${invoice.invoiceId}`;
  const facts: [string, string][] = [];
  if (invoice.invoiceNo) facts.push([t('card.number'), invoice.invoiceNo]);
  if (invoice.creditOfNo) facts.push([t('card.creditOf'), invoice.creditOfNo]);
  facts.push([t('card.amount'), formatBaseMoney(invoice.amount, baseCurrency, lang)]);
  facts.push([t('card.title'), `${invoice.titleName} (${t(`titleKind.${invoice.titleKind}`)})`]);
  if (invoice.taxNo) facts.push([t('card.taxNo'), invoice.taxNo]);
  if (invoice.email) facts.push([t('card.email'), invoice.email]);
  facts.push(invoice.issuedAt ? [t('card.issuedAt'), formatDateTime(invoice.issuedAt, i18n.language)] : [t('card.requestedAt'), formatDateTime(invoice.createdAt, i18n.language)]);
  return (
    <section className="mall-card mall-invoice-card" aria-labelledby={headingId} data-testid="invoice-card" data-kind={invoice.kind} data-status={invoice.status}>
      <header className="mall-invoice-card-head">
        <h2 className="mall-invoice-card-title" id={headingId}>
          {t(`kind.${invoice.kind}`)}
        </h2>
        <span className={`mall-invoice-status mall-invoice-status--${invoice.status}`} data-testid="invoice-status">
          {t(`status.${invoice.status}`)}
        </span>
      </header>
      <dl className="mall-invoice-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <InvoicePdfLinks invoice={invoice} />
      {invoice.kind === 'credit_note' && <p className="mall-invoice-note">{t('card.creditNote')}</p>}
      {invoice.editable && (
        <>
          <p className="mall-invoice-note">{t('card.waitNote')}</p>
          {onEdit && (
            <div className="mall-invoice-actions">
              <Button shape="rounded" color="primary" fill="outline" onClick={onEdit} data-testid="invoice-edit">
                {t('card.edit')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
