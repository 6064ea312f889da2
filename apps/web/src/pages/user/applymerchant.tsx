import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { emptyDraft } from '../../features/merchant/application-draft.ts';
import { useHasApplication } from '../../features/merchant/use-merchant-application.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { MerchantApplicationFormBody, RESULT_PATH } from './merchant-application-form-page.tsx';

/** Apply to sell: choose the kind, then a stepwise form with the documents. One application per account. */
export default function ApplyMerchantPage() {
  const { t } = useTranslation('merchant');
  const has = useHasApplication();
  let body;
  if (has.isPending) body = <ListSkeleton rows={4} />;
  else if (has.isError) body = <LoadFailed description={has.error.message} onRetry={() => void has.refetch()} />;
  else if (has.data.has) return <Navigate to={RESULT_PATH} replace />;
  else {
    body = (
      <>
        <section className="mall-card mall-apply-intro">
          <h2>{t('intro.title')}</h2>
          <p>{t('intro.body')}</p>
        </section>
        <MerchantApplicationFormBody initial={emptyDraft('individual')} mode="apply" />
      </>
    );
  }
  return (
    <Page name="user/applymerchant">
      <PageNavBar title={t('apply.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
