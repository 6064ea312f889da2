import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { AgreementArticle } from '../../features/resource/agreement-article.tsx';
import { useAgreement } from '../../features/resource/use-resources.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

const PRIVACY_POLICY_CODE = 'privacy_policy';

/** The privacy policy, in the shopper's language. */
export default function PrivacyPage() {
  const { t } = useTranslation('common');
  const policy = useAgreement(PRIVACY_POLICY_CODE);
  let body;
  if (policy.isPending) body = <ListSkeleton rows={1} lines={8} />;
  else if (policy.isError)
    body =
      isApiError(policy.error) && policy.error.code === CODE.NOT_FOUND ? (
        <EmptyState title={t('agreement.missingTitle')} description={t('agreement.missingDescription')} />
      ) : (
        <LoadFailed description={policy.error.message} onRetry={() => void policy.refetch()} />
      );
  else body = <AgreementArticle agreement={policy.data} />;
  return (
    <Page name="privacy/privacy">
      <PageNavBar title={policy.data?.title ?? t('agreement.privacyTitle')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
