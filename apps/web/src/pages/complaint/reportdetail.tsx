import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { ComplaintPhotos } from '../../features/complaint/complaint-photos.tsx';
import { COMPLAINT_LIST_PATH, idParam } from '../../features/complaint/complaint-paths.ts';
import { ComplaintStatusTag } from '../../features/complaint/complaint-status.tsx';
import { HelpLinks } from '../../features/complaint/help-links.tsx';
import { SubjectCard } from '../../features/complaint/subject-card.tsx';
import { useComplaint } from '../../features/complaint/use-complaints.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

function ComplaintDetail({ complaintId }: { complaintId: number | undefined }) {
  const { t, i18n } = useTranslation('complaint');
  const navigate = useNavigate();
  const detail = useComplaint(complaintId);
  const c = detail.data;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  let body;
  if (complaintId === undefined || (detail.isError && isApiError(detail.error) && detail.error.code === CODE.NOT_FOUND))
    body = (
      <EmptyState
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundDescription')}
        action={{ label: t('detail.toList'), onClick: () => void navigate(COMPLAINT_LIST_PATH, { replace: true }) }}
      />
    );
  else if (detail.isError) body = <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />;
  else if (!c) body = <ListSkeleton rows={3} lines={3} />;
  else
    body = (
      <>
        <section className="mall-complaint-banner" data-testid="complaint-banner" data-status={c.status}>
          <h2>{t(`status.${c.status}`)}</h2>
          <p>{c.status === 'open' ? t('detail.waiting') : c.status === 'answered' ? t('detail.answeredNote') : t('detail.closedNote')}</p>
        </section>
        {c.answer !== null && (
          <section className="mall-card mall-complaint-section mall-complaint-answer" aria-labelledby="complaint-answer-title" data-testid="complaint-answer">
            <h2 id="complaint-answer-title" className="mall-complaint-section-title">
              {t('detail.answer')}
            </h2>
            <p className="mall-complaint-text">{c.answer}</p>
          </section>
        )}
        <section className="mall-card mall-complaint-section" aria-labelledby="complaint-about-title">
          <h2 id="complaint-about-title" className="mall-complaint-section-title">
            {t('form.about')}
          </h2>
          <SubjectCard about={c.about} />
        </section>
        <section className="mall-card mall-complaint-section" aria-labelledby="complaint-content-title">
          <h2 id="complaint-content-title" className="mall-complaint-section-title">
            {t('detail.content')}
          </h2>
          <p className="mall-complaint-text" data-testid="complaint-content-text">
            {c.content}
          </p>
          {c.images.length > 0 && (
            <>
              <h3 className="mall-complaint-section-title mall-complaint-photos-title">{t('detail.photos')}</h3>
              <ComplaintPhotos images={c.images} />
            </>
          )}
        </section>
        <section className="mall-card mall-complaint-section">
          <dl className="mall-complaint-rows">
            <div className="mall-complaint-row">
              <dt>{t('detail.no')}</dt>
              <dd>
                <span className="mall-complaint-no" data-testid="complaint-no">
                  {c.complaintNo}
                </span>
                <CopyButton text={c.complaintNo} label={t('detail.copy')} copied={t('detail.copied')} failed={t('detail.copyFailed')} />
              </dd>
            </div>
            <div className="mall-complaint-row">
              <dt>{t('detail.type')}</dt>
              <dd>{c.typeLabel}</dd>
            </div>
            <div className="mall-complaint-row">
              <dt>{t('detail.filed')}</dt>
              <dd>{when(c.createdAt)}</dd>
            </div>
            {c.answeredAt && (
              <div className="mall-complaint-row">
                <dt>{t('detail.answeredAt')}</dt>
                <dd>{when(c.answeredAt)}</dd>
              </div>
            )}
            {c.closedAt && (
              <div className="mall-complaint-row">
                <dt>{t('detail.closedAt')}</dt>
                <dd>{when(c.closedAt)}</dd>
              </div>
            )}
            <div className="mall-complaint-row">
              <dt>{t('detail.status')}</dt>
              <dd>
                <ComplaintStatusTag status={c.status} />
              </dd>
            </div>
          </dl>
        </section>
        <HelpLinks title={t('list.help')} />
      </>
    );

  return (
    <PageRefresh onRefresh={() => detail.refetch()}>
      <main className="mall-page-body mall-complaint-body" data-complaint-id={complaintId}>
        {body}
      </main>
    </PageRefresh>
  );
}

/** One of the shopper's complaints (spec route complaint/reportdetail, `?complaintId=`): the platform's answer first, then what was filed. */
export default function ReportDetailPage({ query }: PageProps) {
  const { t } = useTranslation('complaint');
  return (
    <Page name="complaint/reportdetail">
      <PageNavBar title={t('detail.title')} />
      <RequireLogin>
        <ComplaintDetail complaintId={idParam(query.complaintId)} />
      </RequireLogin>
    </Page>
  );
}
