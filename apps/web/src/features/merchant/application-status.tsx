import { useTranslation } from 'react-i18next';
import type { TApplication } from '@mall/contract/merchant/application-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { ResultPanel, type ResultAction } from '../../shared/ui/result-panel.tsx';
import './application-status.css';

const TONES = { pending: 'waiting', approved: 'success', refused: 'stopped' } as const;

/** Where the shopper's application stands, what they sent, and each step with its time. */
export function ApplicationStatus({ application, actions }: { application: TApplication; actions: readonly ResultAction[] }) {
  const { t, i18n } = useTranslation('merchant');
  const a = application;
  const rows: [string, string][] = [
    [t('fields.kind'), t(`kinds.${a.kind}`)],
    [t('fields.shopName'), a.shopName],
    [t('fields.categoryId'), a.categoryName],
    [t('fields.legalName'), a.legalName],
    [t('fields.idNumber'), a.idNumber],
    ...(a.licenceNumber ? ([[t('fields.licenceNumber'), a.licenceNumber]] as [string, string][]) : []),
    [t('fields.contactName'), a.contactName],
    [t('fields.contactPhone'), `+${a.contactPhoneCode} ${a.contactPhone}`],
  ];
  return (
    <>
      <ResultPanel
        tone={TONES[a.status]}
        title={t(`status.${a.status}.title`)}
        note={a.status === 'refused' ? undefined : t(`status.${a.status}.note`)}
        actions={actions}
        testId="application-status"
      >
        {a.status === 'refused' && (
          <p className="mall-apply-reason" data-testid="refuse-reason">
            <strong>{t('status.refused.reason')}</strong> {a.refuseReason}
          </p>
        )}
      </ResultPanel>
      <section className="mall-card mall-apply-summary" aria-labelledby="apply-summary-title">
        <h3 id="apply-summary-title" className="mall-apply-summary-title">
          {t('summary.title')}
        </h3>
        <dl>
          {rows.map(([name, value]) => (
            <div key={name} className="mall-apply-summary-row">
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mall-apply-summary-documents" aria-label={t('summary.documents')}>
          {a.documents.map((d) => (
            <li key={d.kind}>
              <img src={d.url} alt={t(`documents.${d.kind}`)} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
      <section className="mall-card mall-apply-summary" aria-labelledby="apply-history-title">
        <h3 id="apply-history-title" className="mall-apply-summary-title">
          {t('summary.history')}
        </h3>
        <ol className="mall-apply-history">
          {[...a.history].reverse().map((step) => (
            <li key={`${step.action}-${step.at}`}>
              <span className="mall-apply-history-action">{t(`history.${step.action}`)}</span>
              <time dateTime={step.at}>{formatDateTime(step.at, i18n.language)}</time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
