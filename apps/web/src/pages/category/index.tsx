import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { DECORATE_CONFIG_KEY } from '../../features/decorate/decorate-config-query.ts';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

/** The categories tab. The category tree arrives with the catalogue; until then it says so honestly. */
export default function CategoryPage() {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const mallName = useMallName();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.refetchQueries({ queryKey: DECORATE_CONFIG_KEY });
  return (
    <Page name="category/index">
      <PageNavBar title={mallName} back={false} />
      <PageRefresh onRefresh={refresh}>
        <main className="mall-page-body">
          <EmptyState
            title={t('category.emptyTitle')}
            description={t('category.emptyDescription')}
            action={{ label: tc('actions.refresh'), onClick: () => void refresh() }}
          />
        </main>
      </PageRefresh>
    </Page>
  );
}
