import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicationStatus } from '../../features/merchant/application-status.tsx';
import { useApplicationDetails } from '../../features/merchant/use-merchant-application.ts';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { NOT_FOUND_CODE } from './merchant-codes.ts';

/** Where the shopper's application stands: under review, approved (the shop), or refused with the reason and a way to edit. */
export default function ApplyMerchantResultPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const details = useApplicationDetails();
  let body;
  if (details.isPending) body = <ListSkeleton rows={4} />;
  else if (details.isError) {
    body =
      (details.error as { code?: number }).code === NOT_FOUND_CODE ? (
        <EmptyState title={t('result.none')} description={t('intro.body')} action={{ label: t('entry.none.title'), onClick: () => void navigate('/pages/user/applymerchant') }} />
      ) : (
        <LoadFailed description={details.error.message} onRetry={() => void details.refetch()} />
      );
  } else {
    const a = details.data;
    const edit = { label: a.status === 'refused' ? t('actions.editResubmit') : t('actions.edit'), onClick: () => void navigate('/pages/user/editmerchant'), testId: 'edit-application' };
    const actions =
      a.status === 'approved' && a.shopId !== null
        ? [
            { label: t('actions.openConsole'), primary: true, onClick: () => void navigate('/merchant/index'), testId: 'open-console' },
            { label: t('actions.visitShop'), onClick: () => void navigate(shopPath(a.shopId!)), testId: 'visit-shop' },
          ]
        : a.status === 'refused'
          ? [{ ...edit, primary: true }]
          : [edit];
    body = (
      <PageRefresh onRefresh={() => details.refetch()}>
        <ApplicationStatus application={a} actions={actions} />
      </PageRefresh>
    );
  }
  return (
    <Page name="user/applymerchantresult">
      <PageNavBar title={t('result.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
