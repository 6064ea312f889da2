import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SharedCard } from '../../features/share/shared-card.tsx';
import { shareQueries } from '../../features/share/share-queries.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

/**
 * The shared-goods popup as a page of its own (spec route popup/popup, `?code=`): where a share's link leads, so a
 * friend who opens the link rather than pasting the text sees who shared what, and "view details".
 */
export default function SharedPopupPage({ query }: PageProps) {
  const { t } = useTranslation('share');
  const navigate = useNavigate();
  const code = (query.code ?? '').trim();
  const share = useQuery({ ...shareQueries.code(useQueryLang(), code), enabled: /^[0-9A-Za-z]{2,32}$/.test(code) });
  let body;
  if (!/^[0-9A-Za-z]{2,32}$/.test(code) || (share.isError && isApiError(share.error) && share.error.code === 1004))
    body = <EmptyState title={t('page.gone')} description={t('page.goneNote')} action={{ label: t('page.home'), onClick: () => void navigate('/') }} />;
  else if (share.isPending) body = <ListSkeleton rows={1} />;
  else if (share.isError) body = <LoadFailed description={share.error.message} onRetry={() => void share.refetch()} />;
  else
    body = (
      <section className="mall-card mall-share-popup">
        <SharedCard info={share.data} />
      </section>
    );
  return (
    <Page name="popup/popup">
      <PageNavBar title={t('page.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
