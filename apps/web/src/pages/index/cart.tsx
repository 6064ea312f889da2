import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

/** The cart tab. Cart goods arrive with the cart issue; an empty cart points back to the shop. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const mallName = useMallName();
  const navigate = useNavigate();
  return (
    <Page name="index/cart">
      <PageNavBar title={mallName} back={false} />
      <PageRefresh>
        <main className="mall-page-body">
          <EmptyState
            title={t('emptyTitle')}
            description={t('emptyDescription')}
            action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }}
          />
        </main>
      </PageRefresh>
    </Page>
  );
}
