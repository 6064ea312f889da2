import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReturnKind } from '@mall/contract/aftersale/return-fields';
import { idParam, parseUnits } from '../../features/aftersale/aftersale-paths.ts';
import { ReturnForm } from '../../features/aftersale/return-form.tsx';
import { useOrderReturns } from '../../features/aftersale/use-aftersale.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

const TITLE: Record<ReturnKind, 'form.titleRefund' | 'form.titleReturn' | 'form.titleExchange'> = { refund: 'form.titleRefund', return: 'form.titleReturn', exchange: 'form.titleExchange' };

function FormBody({ kind, query }: PageProps & { kind: ReturnKind }) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const orderId = idParam(query.orderId);
  const units = parseUnits(query.lines);
  const facts = useOrderReturns(orderId);
  const back = { label: t('detail.toList'), onClick: () => void navigate('/pages/order/order', { replace: true }) };
  if (orderId === undefined || units === undefined) return <EmptyState title={t('form.badLink')} action={back} />;
  if (facts.isError) return <LoadFailed description={facts.error.message} onRetry={() => void facts.refetch()} />;
  if (!facts.data) return <ListSkeleton rows={2} lines={3} />;
  const usable = facts.data.kinds.includes(kind) && units.every((u) => facts.data.lines.some((l) => l.orderLineId === u.orderLineId && u.quantity <= l.available));
  if (!usable) return <EmptyState title={t('apply.unavailable')} action={back} />;
  return <ReturnForm kind={kind} facts={facts.data} units={units} />;
}

/** The three kinds' form pages (`order/returnrefund`, `order/returnandrefund`, `order/returnexchange`): one page, its kind named by the route. */
export function ReturnFormPage({ name, kind, ...props }: PageProps & { name: string; kind: ReturnKind }) {
  const { t } = useTranslation('aftersale');
  return (
    <Page name={name}>
      <PageNavBar title={t(TITLE[kind])} />
      <RequireLogin>
        <FormBody {...props} kind={kind} />
      </RequireLogin>
    </Page>
  );
}
