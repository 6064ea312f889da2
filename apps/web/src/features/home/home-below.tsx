import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/transport/call-api.ts';
import { GoodsFeed } from '../catalogue/goods-feed.tsx';
import { HOME_API } from '../catalogue/home-api.ts';
import { ShopCard, shopPath } from '../catalogue/shop-card.tsx';
import { HOME_KEY, useCatalogueLang } from './home-queries.ts';
import { SHORTCUT_API } from './shortcut-api.ts';
import { useGoodsPages } from './use-goods-pages.ts';
import './home-below.css';

const FEED_PAGE_SIZE = 20;

/** Shops the platform recommends; the block stays away when there are none or they could not be read. */
function RecommendedShops() {
  const { t } = useTranslation('home');
  const lang = useCatalogueLang();
  const shops = useQuery({
    queryKey: [HOME_KEY, lang, 'recommend-shops'],
    queryFn: ({ signal }) => callApi(SHORTCUT_API.queryRecommendShops, { pageSize: 4 }, { signal, autoShowError: false }),
  });
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
  const lang = useCatalogueLang();
  const pages = useGoodsPages([HOME_KEY, lang, 'recommend-goods'], (pageNum, signal) =>
    callApi(HOME_API.queryRecommendGoods, { pageNum, pageSize: FEED_PAGE_SIZE }, { signal, autoShowError: false }),
  );
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
