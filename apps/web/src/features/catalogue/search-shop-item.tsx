import { Link } from 'react-router';
import type { TSearchShopItem } from '@mall/contract/catalogue/search-goods-shop';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { ShopCard } from '../../shared/catalogue-ui/shop-card.tsx';
import { Price } from '../../shared/ui/price.tsx';
import './search.css';

/** A shop found by a search: its card, and below it up to three of its goods to tap straight into. */
export function SearchShopItem({ item }: { item: TSearchShopItem }) {
  return (
    <article className="mall-search-shop" data-testid="search-shop">
      <ShopCard shop={item.shop} />
      {item.goods.length > 0 && (
        <ul className="mall-search-shop-goods">
          {item.goods.map((g) => (
            <li key={g.id}>
              <Link to={goodsDetailPath(g.id)} className="mall-search-shop-goods-link" title={g.title}>
                <img src={g.image} alt={g.title} loading="lazy" decoding="async" width={100} height={100} />
                <Price minor={g.priceMin} size="small" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
