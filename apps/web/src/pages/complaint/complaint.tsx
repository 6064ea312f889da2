import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComplaintForm } from '../../features/complaint/complaint-form.tsx';
import { complaintPagePath, subjectIdsOf } from '../../features/complaint/complaint-paths.ts';
import { HelpLinks } from '../../features/complaint/help-links.tsx';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

/**
 * The complaint form (spec route complaint/complaint). Opened from an order (`?orderId=`, with `&goodsId=` one of its
 * goods), a goods (`?goodsId=`), a shop (`?shopId=`) or a refused after-sales request (`?returnId=`), or with nothing
 * to choose among the shopper's recent orders. Once filed, the complaint's own page replaces this one.
 */
export default function ComplaintPage({ query }: PageProps) {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  const ids = subjectIdsOf(query);
  return (
    <Page name="complaint/complaint">
      <PageNavBar title={t('form.title')} />
      <RequireLogin>
        <main className="mall-page-body mall-complaint-body">
          <ComplaintForm key={JSON.stringify(ids)} initialIds={ids} onFiled={(c) => void navigate(complaintPagePath(c.complaintId), { replace: true })} />
          <HelpLinks title={t('form.help')} />
        </main>
      </RequireLogin>
    </Page>
  );
}
