import { useTranslation } from 'react-i18next';
import type { TQueryAgreementResponse } from '@mall/contract/resource/query-agreement';
import { formatDate } from '../../shared/format/date-time.ts';
import { paragraphsOf } from './agreement-text.ts';
import './agreement.css';

/** An agreement to read: title, version, date of the last change, then its paragraphs. */
export function AgreementArticle({ agreement }: { agreement: TQueryAgreementResponse }) {
  const { t, i18n } = useTranslation('common');
  return (
    <article className="mall-card mall-agreement" data-testid="agreement" data-code={agreement.code}>
      <h2 className="mall-agreement-title">{agreement.title}</h2>
      <p className="mall-agreement-meta">
        {t('agreement.version', { version: agreement.version })}
        <span aria-hidden> · </span>
        {t('agreement.updated', { date: formatDate(agreement.updatedAt, i18n.language) })}
      </p>
      {paragraphsOf(agreement.content).map((paragraph, i) => (
        <p key={i} className="mall-agreement-paragraph">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
