import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { AgreementArticle } from '../../features/resource/agreement-article.tsx';
import { isAgreementCode } from '../../features/resource/resource-api.ts';
import { useAgreement } from '../../features/resource/use-resources.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

/** One agreement (?code=user_agreement): title, version, date and text. */
export default function AgreementDetailPage({ query }: PageProps) {
  const { t } = useTranslation('common');
  const code = isAgreementCode(query.code) ? query.code : undefined;
  const agreement = useAgreement(code);
  let body;
  if (code === undefined) body = <EmptyState title={t('agreement.missingTitle')} description={t('agreement.missingDescription')} />;
  else if (agreement.isPending) body = <ListSkeleton rows={1} lines={8} />;
  else if (agreement.isError)
    body =
      isApiError(agreement.error) && agreement.error.code === CODE.NOT_FOUND ? (
        <EmptyState title={t('agreement.missingTitle')} description={t('agreement.missingDescription')} />
      ) : (
        <LoadFailed description={agreement.error.message} onRetry={() => void agreement.refetch()} />
      );
  else body = <AgreementArticle agreement={agreement.data} />;
  return (
    <Page name="agreement/detail">
      <PageNavBar title={agreement.data?.title ?? t('agreement.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
