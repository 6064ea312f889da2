import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { idParam } from '../../features/aftersale/aftersale-paths.ts';
import { ReturnChoose } from '../../features/aftersale/return-choose.tsx';
import { useOrderReturns } from '../../features/aftersale/use-aftersale.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

function ApplyBody({ query }: PageProps) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const orderId = idParam(query.orderId);
  const facts = useOrderReturns(orderId);
  const back = { label: t('detail.toList'), onClick: () => void navigate('/pages/order/order', { replace: true }) };
  if (orderId === undefined) return <EmptyState title={t('form.badLink')} action={back} />;
  if (facts.isError) return <LoadFailed description={facts.error.message} onRetry={() => void facts.refetch()} />;
  if (!facts.data) return <ListSkeleton rows={2} lines={3} />;
  if (facts.data.kinds.length === 0 || facts.data.lines.every((l) => l.available === 0)) return <EmptyState title={t('apply.unavailable')} action={back} />;
  return <ReturnChoose facts={facts.data} />;
}

/** `order/returnapply` (?orderId=): choose the kind, the lines and how many, for one of the shopper's orders. */
export default function ReturnApplyPage(props: PageProps) {
  const { t } = useTranslation('aftersale');
  return (
    <Page name="order/returnapply">
      <PageNavBar title={t('apply.title')} />
      <RequireLogin>
        <ApplyBody {...props} />
      </RequireLogin>
    </Page>
  );
}
