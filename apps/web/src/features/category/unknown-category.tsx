import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';

/** Business code 1004: the thing asked for does not exist (or is hidden). */
const NOT_FOUND = 1004;

export interface UnknownCategoryProps {
  page: string;
  /** The failure of the page's first call; without one the address itself named no category. */
  error?: Error;
  onRetry?: () => void;
}

/**
 * A category page whose category cannot be shown: an address without a valid id, or a category that does not exist
 * (1004) lead to the category tab; any other failure offers to try again.
 */
export function UnknownCategory({ page, error, onRetry }: UnknownCategoryProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const missing = !error || (isApiError(error) && error.code === NOT_FOUND);
  return (
    <Page name={page}>
      <PageNavBar title={t('category.title')} />
      <main className="mall-page-body">
        {missing || !onRetry ? (
          <EmptyState
            title={t('category.missingTitle')}
            description={t('category.missingDescription')}
            action={{ label: t('category.browse'), onClick: () => void navigate('/pages/category/index') }}
          />
        ) : (
          <LoadFailed description={error.message} onRetry={onRetry} />
        )}
      </main>
    </Page>
  );
}
