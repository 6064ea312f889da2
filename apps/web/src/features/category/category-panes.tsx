import { SideBar } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCategoryNode } from '@mall/contract/catalogue/category-fields';
import { goodsListPath, landingPath, subListPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import './category-panes.css';

export interface CategoryPanesProps {
  tree: readonly TCategoryNode[];
  /** The chosen top category; the first one when it is not in the tree. */
  activeId: number | undefined;
  onSelect: (id: number) => void;
}

/**
 * The categories tab's two panes: the top categories down the left, and on the right the chosen one's picture,
 * then each of its families as a heading over a grid of its leaf categories (each opening its goods list).
 */
export function CategoryPanes({ tree, activeId, onSelect }: CategoryPanesProps) {
  const { t } = useTranslation('home');
  const active = tree.find((c) => c.id === activeId) ?? tree[0];
  if (!active) return null;
  return (
    <div className="mall-category-panes" data-testid="category-panes">
      {/* Focusable so that a keyboard can scroll it (WCAG 2.1.1). */}
      <nav className="mall-category-side" aria-label={t('category.title')} tabIndex={0}>
        <SideBar activeKey={String(active.id)} onChange={(key) => onSelect(Number(key))}>
          {tree.map((c) => (
            <SideBar.Item key={String(c.id)} title={c.name} />
          ))}
        </SideBar>
      </nav>
      <section className="mall-category-main" aria-label={active.name} data-testid="category-main">
        {active.image && (
          <Link className="mall-category-hero" to={landingPath(active.id)}>
            <img src={active.image} alt="" width={750} height={300} />
            <span>{active.name} ›</span>
          </Link>
        )}
        {active.children.map((family) => (
          <div key={family.id} className="mall-category-family">
            <div className="mall-category-family-head">
              <h2>{family.name}</h2>
              <Link to={subListPath(family.id)}>{t('category.all')} ›</Link>
            </div>
            {family.children.length > 0 ? (
              <ul className="mall-category-leaves">
                {family.children.map((leaf) => (
                  <li key={leaf.id}>
                    <Link to={goodsListPath(leaf.id)} data-testid="category-leaf">
                      <img src={leaf.icon} alt="" width={56} height={56} loading="lazy" decoding="async" />
                      <span>{leaf.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Link className="mall-category-family-only" to={goodsListPath(family.id)}>
                {t('category.seeGoods')} ›
              </Link>
            )}
          </div>
        ))}
        <div className="mall-category-more">
          <Link to="/pages/category/all">{t('category.allCategories')} ›</Link>
          <Link to="/pages/category/mlindex">{t('category.byLevel')} ›</Link>
        </div>
      </section>
    </div>
  );
}
