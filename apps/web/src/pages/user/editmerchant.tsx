import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { draftOf } from '../../features/merchant/application-draft.ts';
import { useApplicationDetails } from '../../features/merchant/use-merchant-application.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { MerchantApplicationFormBody, RESULT_PATH } from './merchant-application-form-page.tsx';
import { NOT_FOUND_CODE } from './merchant-codes.ts';

/** Change the application while it is reviewed or after a refusal; an approved one is shown as it is. */
export default function EditMerchantPage() {
  const { t } = useTranslation('merchant');
  const details = useApplicationDetails();
  let body;
  if (details.isPending) body = <ListSkeleton rows={4} />;
  else if (details.isError) {
    if ((details.error as { code?: number }).code === NOT_FOUND_CODE) return <Navigate to="/pages/user/applymerchant" replace />;
    body = <LoadFailed description={details.error.message} onRetry={() => void details.refetch()} />;
  } else if (details.data.status === 'approved') return <Navigate to={RESULT_PATH} replace />;
  else body = <MerchantApplicationFormBody key={details.data.applicationId} initial={draftOf(details.data)} mode="edit" />;
  return (
    <Page name="user/editmerchant">
      <PageNavBar title={t('edit.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
