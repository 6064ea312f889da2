import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TMerchantGoodsRow, TQueryMerchantGoodsResponse } from '@mall/contract/catalogue/query-merchant-goods';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { GoodsListItem } from './goods-list-item.tsx';
import type { GoodsStatus } from './merchant-goods-queries.ts';
import { goodsEditPath } from './merchant-goods-paths.ts';
import { StockSheet } from './stock-sheet.tsx';
import { useMerchantGoodsList, useSetGoodsOnSale } from './use-merchant-goods.ts';
import './merchant-goods.css';

const TABS = ['all', 'on_sale', 'off_shelf'] as const;
type Tab = (typeof TABS)[number];

/**
 * A shop's goods in the console: tabs by status with their counts, a title search, the list loading more as the
 * merchant scrolls, and from each goods its editor, a quick stock change and putting it on or off the shelf
 * (confirmed first: it changes what shoppers can buy).
 */
export function MerchantGoodsList({ shopId, baseCurrency }: { shopId: number; baseCurrency: string | undefined }) {
  const { t } = useTranslation('merchant-goods');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [stockOf, setStockOf] = useState<number>();
  const pages = useMerchantGoodsList(shopId, tab === 'all' ? undefined : (tab as GoodsStatus), keyword);
  const shelf = useSetGoodsOnSale();
  const rows = pages.data?.pages.flatMap((p) => p.list) ?? [];

  // The tab titles keep the last counts while another tab loads.
  const latest = pages.data?.pages[0]?.counts;
  const [counts, setCounts] = useState<TQueryMerchantGoodsResponse['counts']>();
  if (latest && latest !== counts) setCounts(latest);
  const countOf = (key: Tab) => (counts ? (key === 'all' ? counts.on_sale + counts.off_shelf : counts[key]) : undefined);

  const changeShelf = async (goods: TMerchantGoodsRow, onSale: boolean) => {
    const sure = await confirmDialog({
      content: t(onSale ? 'list.shelveConfirm' : 'list.unshelveConfirm', { title: goods.title }),
      confirmText: t('list.confirm'),
      cancelText: t('list.cancel'),
    });
    if (!sure) return;
    shelf.mutate({ goodsId: goods.goodsId, onSale }, { onSuccess: () => showToast(t(onSale ? 'list.shelved' : 'list.unshelved')) });
  };

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        description={keyword ? t('list.emptySearch', { keyword }) : t('list.emptyNote')}
        action={{ label: t('list.add'), onClick: () => void navigate(goodsEditPath()) }}
      />
    );
  else
    body = (
      <>
        <ul className="mall-mgoods-list" data-testid="merchant-goods-list">
          {rows.map((g) => (
            <GoodsListItem
              key={g.goodsId}
              goods={g}
              baseCurrency={baseCurrency}
              busy={shelf.isPending && shelf.variables.goodsId === g.goodsId}
              onShelf={(goods, onSale) => void changeShelf(goods, onSale)}
              onStock={(goods) => setStockOf(goods.goodsId)}
            />
          ))}
        </ul>
        <ListMore pages={pages} endText={t('list.end')} />
      </>
    );

  return (
    <div className="mall-mgoods">
      <div className="mall-mgoods-tabs">
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          {TABS.map((key) => {
            const count = countOf(key);
            return <Tabs.Tab key={key} title={count === undefined ? t(`list.tabs.${key}`) : t('list.tabCount', { label: t(`list.tabs.${key}`), count })} />;
          })}
        </Tabs>
      </div>
      <form
        className="mall-mgoods-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <label className="mall-visually-hidden" htmlFor="mgoods-search">
          {t('list.searchLabel')}
        </label>
        <input
          id="mgoods-search"
          className="mall-mgoods-input"
          type="search"
          value={typed}
          maxLength={60}
          placeholder={t('list.searchPlaceholder')}
          onChange={(e) => {
            setTyped(e.target.value);
            // Emptying the box shows every goods again without another tap.
            if (e.target.value === '') setKeyword('');
          }}
        />
        <Button type="submit" size="small" shape="rounded" color="primary">
          {t('list.search')}
        </Button>
      </form>
      {body}
      <StockSheet goods={rows.find((r) => r.goodsId === stockOf)} onClose={() => setStockOf(undefined)} />
    </div>
  );
}

/** "Add goods" at the right of the console's navigation bar. */
export function AddGoodsLink() {
  const { t } = useTranslation('merchant-goods');
  return (
    <Link className="mall-nav-text-action mall-mgoods-nav-add" to={goodsEditPath()} data-testid="add-goods">
      {t('list.add')}
    </Link>
  );
}
