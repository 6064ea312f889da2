import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { ShopCard } from '../../shared/catalogue-ui/shop-card.tsx';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { homeQueries } from './home-queries.ts';
import { useRecommendedGoodsPages } from './use-recommended-goods.ts';
import './home-below.css';

/** Shops the platform recommends; the block stays away when there are none or they could not be read. */
function RecommendedShops() {
  const { t } = useTranslation('home');
  const shops = useQuery(homeQueries.recommendShops(useQueryLang()));
  const list = shops.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mall-home-card mall-home-shops" data-testid="home-recommended-shops">
      <div className="mall-home-card-head">
        <h2 className="mall-home-card-title">{t('recommendedShops')}</h2>
      </div>
      <ul className="mall-home-shop-list">
        {list.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={shop} aside={
                <Link className="mall-home-shop-enter" to={shopPath(shop.id)}>
                  {t('enterShop')}
                </Link>
              } />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What lies below the home page's first screen: recommended shops, then recommended goods without end. */
export default function HomeBelow() {
  const { t } = useTranslation('home');
  const pages = useRecommendedGoodsPages();
  return (
    <>
      <RecommendedShops />
      <h2 className="mall-home-feed-title">
        <span>{t('recommendedGoods')}</span>
      </h2>
      <div className="mall-home-feed">
        <GoodsFeed pages={pages} />
      </div>
    </>
  );
}
