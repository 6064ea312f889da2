import { useState, type ReactNode } from 'react';
import { ActionSheet, Button } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TConsoleShop } from '@mall/contract/merchant/query-use-account';
import type { ShopRight } from '@mall/contract/platform/api';
import { BaseCurrencyContext } from '../../shared/format/base-money.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { mayDo, pickShop, rememberShop } from './current-shop.ts';
import { useMerchantAccount } from './use-merchant-application.ts';
import './console-frame.css';

/** The shop switcher under the title: a merchant with several shops (or staff of several) picks which one to run. */
function ShopSwitcher({ shops, current, onPick }: { shops: readonly TConsoleShop[]; current: TConsoleShop; onPick: (shopId: number) => void }) {
  const { t } = useTranslation('merchant');
  const [open, setOpen] = useState(false);
  const several = shops.length > 1;
  return (
    <div className="mall-console-shop" data-testid="console-shop">
      <img className="mall-console-shop-logo" src={current.logo} alt="" />
      {several ? (
        // The name read is the visible one and then what the button does (a name apart from the visible text would
        // not be what a speech user says).
        <button type="button" className="mall-console-shop-name" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <span>{current.name}</span>
          <span className="mall-visually-hidden">{t('console.switchShop')}</span>
          <DownOutline aria-hidden />
        </button>
      ) : (
        <span className="mall-console-shop-name">{current.name}</span>
      )}
      <span className="mall-console-shop-role">{t(`console.roles.${current.role}`)}</span>
      {several && (
        <ActionSheet
          visible={open}
          onClose={() => setOpen(false)}
          extra={t('console.chooseShop')}
          cancelText={t('console.cancel')}
          actions={shops.map((s) => ({ key: s.shopId, text: s.name, bold: s.shopId === current.shopId }))}
          onAction={(action) => {
            onPick(Number(action.key));
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

export interface MerchantConsolePageProps {
  /** The page's name (data-page), e.g. `merchant/goods`. */
  name: string;
  title: ReactNode;
  /** What the page needs the account to hold in the shop; the page says so instead of showing a refusal per call. */
  right?: ShopRight;
  /** Something at the right of the navigation bar. */
  navRight?: ReactNode;
  /** The platform's base currency (the decoration config's), in which the console shows money. */
  baseCurrency?: string | undefined;
  children: (shop: TConsoleShop) => ReactNode;
}

/**
 * The frame of every merchant console page: the navigation bar, the shop being run (with a switcher when there are
 * several), and the states before the page itself (loading, not a merchant, no right to this page). The shop comes
 * from `merchant/query/useaccount`; every call the page makes names it and the server checks it again.
 */
export function MerchantConsolePage({ name, title, right, navRight, baseCurrency, children }: MerchantConsolePageProps) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const account = useMerchantAccount();
  const [, setChosen] = useState(0);

  let body: ReactNode;
  if (account.isPending) body = <ListSkeleton rows={4} />;
  else if (account.isError) body = <LoadFailed description={account.error.message} onRetry={() => void account.refetch()} />;
  else {
    const shop = pickShop(account.data.shops);
    if (!shop) {
      body = (
        <EmptyState
          title={t('console.noShop')}
          description={t('console.noShopNote')}
          action={{ label: t('entry.none.title'), onClick: () => void navigate('/pages/user/applymerchantresult') }}
        />
      );
    } else {
      body = (
        <>
          <ShopSwitcher
            shops={account.data.shops}
            current={shop}
            onPick={(shopId) => {
              rememberShop(shopId);
              setChosen(shopId);
            }}
          />
          {shop.suspension && (
            // The platform suspended the shop: why, and what still works (the goods right is withheld meanwhile).
            <section className="mall-card mall-console-suspended" role="status" data-testid="console-shop-suspended">
              <h2>{t('console.suspendedTitle')}</h2>
              <p>{t('console.suspendedNote', { reason: shop.suspension.reason })}</p>
            </section>
          )}
          {mayDo(shop, right) ? (
            // Keyed by the shop, so a switch starts the page afresh (its lists, its forms) on the other shop.
            <div key={shop.shopId} className="mall-console-body">
              {children(shop)}
            </div>
          ) : (
            <section className="mall-card mall-console-denied" role="alert">
              <p>{t('console.noRight', { right: t(`console.rights.${right!}`) })}</p>
              <Button size="small" shape="rounded" onClick={() => void navigate('/merchant/index')}>
                {t('console.home')}
              </Button>
            </section>
          )}
        </>
      );
    }
  }
  return (
    <Page name={name}>
      <PageNavBar title={title} right={navRight} />
      <BaseCurrencyContext.Provider value={baseCurrency}>
        <main className="mall-page-body mall-console">{body}</main>
      </BaseCurrencyContext.Provider>
    </Page>
  );
}
