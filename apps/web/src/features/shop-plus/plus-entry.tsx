import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { plusQueries } from './plus-queries.ts';
import './plus.css';

export const membershipPath = (shopId: number) => `/pages/shop/membershipnotice?shopId=${shopId}`;

/** The shop page's entry to its membership, shown only when the shop has one. */
export function PlusEntry({ shopId }: { shopId: number }) {
  const { t } = useTranslation('plus');
  const benefit = useQuery(plusQueries.benefit(useQueryLang(), shopId));
  if (!benefit.data?.enabled) return null;
  return (
    <Link className="mall-card mall-plus-entry" to={membershipPath(shopId)} data-testid="shop-plus-entry">
      <span className="mall-plus-entry-title">{t('entry.title')}</span>
      <span className="mall-plus-entry-hint">{benefit.data.benefits[0] ?? t('entry.hint')} ›</span>
    </Link>
  );
}
