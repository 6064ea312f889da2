import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { idParam } from '../../features/aftersale/aftersale-paths.ts';
import { ReturnDetailView } from '../../features/aftersale/return-detail-view.tsx';
import { useReturnDetail } from '../../features/aftersale/use-aftersale.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

function DetailBody({ query }: PageProps) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const returnId = idParam(query.returnId);
  const detail = useReturnDetail(returnId);
  const back = { label: t('detail.toList'), onClick: () => void navigate('/pages/order/order?tab=return', { replace: true }) };
  if (returnId === undefined || (detail.isError && isApiError(detail.error) && detail.error.code === CODE.NOT_FOUND))
    return (
      <main className="mall-page-body">
        <EmptyState title={t('detail.notFound')} description={t('detail.notFoundHint')} action={back} />
      </main>
    );
  if (detail.isError)
    return (
      <main className="mall-page-body">
        <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />
      </main>
    );
  if (!detail.data)
    return (
      <main className="mall-page-body">
        <ListSkeleton rows={3} lines={3} />
      </main>
    );
  return (
    <PageRefresh onRefresh={() => detail.refetch()}>
      <ReturnDetailView item={detail.data} />
    </PageRefresh>
  );
}

/** `order/orderreturndetail` (?returnId=): one of the shopper's after-sales requests. */
export default function OrderReturnDetailPage(props: PageProps) {
  const { t } = useTranslation('aftersale');
  return (
    <Page name="order/orderreturndetail">
      <PageNavBar title={t('detail.title')} />
      <RequireLogin>
        <DetailBody {...props} />
      </RequireLogin>
    </Page>
  );
}
