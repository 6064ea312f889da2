import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { reviewTabOf, ShopReviews } from '../../features/merchant-reviews/shop-reviews.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';

const PATH = '/merchant/reviews';

/** The shop's reviews by tab (?tab=unanswered|answered|all, kept so that back returns to it), each answered once. */
export default function MerchantReviewsPage({ query }: PageProps) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const tab = reviewTabOf(query.tab);
  return (
    <MerchantConsolePage name="merchant/reviews" title={t('merchant.title')} right="aftersales">
      {(shop) => <ShopReviews shopId={shop.shopId} tab={tab} onTab={(next) => void navigate(next === 'unanswered' ? PATH : `${PATH}?tab=${next}`, { replace: true })} />}
    </MerchantConsolePage>
  );
}
