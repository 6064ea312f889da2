import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TQueryHomeGroupResponse } from '@mall/contract/catalogue/query-home-group';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import { entryTarget, type EntryTarget, groupLandingPath, shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EntryLink } from '../../shared/catalogue-ui/entry-link.tsx';
import { MiniGoods } from '../../shared/catalogue-ui/mini-goods.tsx';
import { ShortcutGrid, shortcutEntries } from '../../shared/catalogue-ui/shortcut-grid.tsx';
import './home-groups.css';

type HomeGroup = TQueryHomeGroupResponse[number];

function GroupHead({ group, more }: { group: HomeGroup; more: EntryTarget }) {
  const { t } = useTranslation('home');
  return (
    <div className="mall-home-card-head">
      <h2 className="mall-home-card-title">{group.title}</h2>
      {group.subtitle && <span className="mall-home-card-subtitle">{group.subtitle}</span>}
      {more && (
        <EntryLink className="mall-home-card-more" target={more}>
          {t('more')} ›
        </EntryLink>
      )}
    </div>
  );
}

/** A shop as a tile of a sideways row: logo, name and rating. */
function ShopTile({ shop }: { shop: TShopCard }) {
  return (
    <Link className="mall-shop-tile" to={shopPath(shop.id)} data-testid="shop-tile">
      <img src={shop.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <span className="mall-shop-tile-name">{shop.name}</span>
      <span className="mall-shop-tile-rating">★ {shop.rating.toFixed(1)}</span>
    </Link>
  );
}

/** One block of the home page: a row of goods, a row of shops, or a panel of shortcuts. */
function GroupBlock({ group }: { group: HomeGroup }) {
  const target = entryTarget(group.linkType, group.linkTarget);
  let body: ReactNode;
  let more = target;
  if (group.kind === 'goods') {
    if (group.goods.length === 0) return null;
    body = (
      <ul className="mall-home-row">
        {group.goods.map((g) => (
          <li key={g.id}>
            <MiniGoods goods={g} was={g.marketPrice} />
          </li>
        ))}
      </ul>
    );
  } else if (group.kind === 'shops') {
    if (group.shops.length === 0) return null;
    body = (
      <ul className="mall-home-row mall-shop-row">
        {group.shops.map((s) => (
          <li key={s.id}>
            <ShopTile shop={s} />
          </li>
        ))}
      </ul>
    );
  } else {
    if (group.shortcuts.length === 0) return null;
    // A panel without a link of its own opens its landing: the goods and shops of its shortcuts' categories.
    more = target ?? (group.shortcuts.some((s) => s.categoryId !== null) ? { to: groupLandingPath(group.id) } : undefined);
    body = <ShortcutGrid entries={shortcutEntries(group.shortcuts)} columns={4} />;
  }
  return (
    <section className={`mall-home-card mall-home-group is-${group.kind}`} data-testid="home-group" data-kind={group.kind}>
      <GroupHead group={group} more={more} />
      {body}
    </section>
  );
}

/** The home page's blocks, in the platform's order. */
export function HomeGroups({ groups }: { groups: TQueryHomeGroupResponse }) {
  return (
    <>
      {groups.map((g) => (
        <GroupBlock key={g.id} group={g} />
      ))}
    </>
  );
}
