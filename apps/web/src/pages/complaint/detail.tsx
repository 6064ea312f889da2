import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { articleCodeParam, COMPLAINT_FORM_PATH, HELP_ARTICLE_PATH } from '../../features/complaint/complaint-paths.ts';
import { HelpLinks } from '../../features/complaint/help-links.tsx';
import { useHelpArticles } from '../../features/complaint/use-complaints.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { Button } from 'antd-mobile';

function Article({ code }: { code: string }) {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  const article = useHelpArticles(code);
  const found = article.data?.[0];
  if (article.isError && isApiError(article.error) && article.error.code === CODE.NOT_FOUND)
    return <EmptyState title={t('help.notFoundTitle')} description={t('help.notFoundDescription')} action={{ label: t('help.all'), onClick: () => void navigate(HELP_ARTICLE_PATH, { replace: true }) }} />;
  if (article.isError) return <LoadFailed description={article.error.message} onRetry={() => void article.refetch()} />;
  if (!found) return <ListSkeleton rows={1} lines={6} />;
  return (
    <>
      <article className="mall-card mall-complaint-section mall-complaint-article" data-testid="help-article" data-code={found.code}>
        <h2>{found.title}</h2>
        {found.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </article>
      <Button block color="primary" fill="outline" shape="rounded" onClick={() => void navigate(COMPLAINT_FORM_PATH)}>
        {t('help.complain')}
      </Button>
      <HelpLinks title={t('help.all')} />
    </>
  );
}

/**
 * A help article about complaints and after-sales (spec route complaint/detail, `?code=`), from `complaint/kmsArtical`;
 * without a code, the list of them. Open to visitors.
 */
export default function HelpArticlePage({ query }: PageProps) {
  const { t } = useTranslation('complaint');
  const code = articleCodeParam(query.code);
  return (
    <Page name="complaint/detail">
      <PageNavBar title={t('help.title')} />
      <main className="mall-page-body mall-complaint-body">{code ? <Article key={code} code={code} /> : <HelpLinks title={t('help.listTitle')} standalone />}</main>
    </Page>
  );
}
