import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodsNewsKind, TGoodsNews } from '@mall/contract/catalogue/goods-news';
import { goodsDetailPath, shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { formatShortTime } from '../../shared/format/date-time.ts';
import { Price } from '../../shared/ui/price.tsx';
import './news-card.css';

export const NEWS_KINDS: readonly GoodsNewsKind[] = ['new_arrival', 'price_drop', 'restock', 'story'];

/** Where a news item leads: its goods, else its shop. */
export const newsPath = (news: TGoodsNews) => (news.goods ? goodsDetailPath(news.goods.id) : news.shop ? shopPath(news.shop.id) : undefined);

/** One goods news item: picture, kind, title, summary, the goods' price or the shop, and when. */
export function NewsCard({ news }: { news: TGoodsNews }) {
  const { t, i18n } = useTranslation('home');
  const to = newsPath(news);
  const body = (
    <>
      <img className="mall-news-image" src={news.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="mall-news-text">
        <h3>
          <span className={`mall-news-kind is-${news.kind}`}>{t(`news.kinds.${news.kind}`)}</span>
          {news.title}
        </h3>
        <p className="mall-news-summary">{news.summary}</p>
        <div className="mall-news-meta">
          {news.goods ? <Price minor={news.goods.priceMin} size="small" /> : <span className="mall-news-shop">{news.shop?.name}</span>}
          <time dateTime={news.publishedAt}>{formatShortTime(news.publishedAt, i18n.language)}</time>
        </div>
      </div>
    </>
  );
  return to ? (
    <Link className="mall-news-card" to={to} data-testid="news-card">
      {body}
    </Link>
  ) : (
    <div className="mall-news-card" data-testid="news-card">
      {body}
    </div>
  );
}
