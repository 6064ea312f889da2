import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TShopBalanceEntry } from '@mall/contract/shop/query-shop-balance-flow';
import { catalogueQueries } from '../../features/catalogue/catalogue-queries.ts';
import { shopIdParam } from '../../features/catalogue/shop-paths.ts';
import { plusQueries } from '../../features/shop-plus/plus-queries.ts';
import { useJoinShopPlus, useShopTopUp } from '../../features/shop-plus/use-shop-plus.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useLoginGate } from '../../shared/session/use-login-gate.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LedgerEntryItem } from '../../shared/ui/ledger-entry-item.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import '../user/wallet/wallet.css';
import '../../features/shop-plus/plus.css';

/**
 * A shop's membership (?shopId=): its benefits and member count, joining (free; a visitor logs in first), and for a
 * member the stored value at the shop, topping it up with a preset amount through the test sandbox (after a
 * confirmation), and the stored value's entries newest first with their causes.
 */
export default function MembershipNoticePage({ query }: PageProps) {
  const { t } = useTranslation('plus');
  const lang = useQueryLang();
  const money = useFormatMoney();
  const shopId = shopIdParam(query.shopId) ?? 0;
  const { token } = useSession();
  const passGate = useLoginGate();
  const benefit = useQuery({ ...plusQueries.benefit(lang, shopId), enabled: shopId > 0 });
  // The shop's name heads the benefits, so a shopper knows whose membership this is.
  const shopName = useQuery({ ...catalogueQueries.shopDetails(lang, shopId), enabled: shopId > 0 }).data?.name;
  const denominations = useQuery({ ...plusQueries.denomination(lang, shopId), enabled: shopId > 0 && benefit.data?.enabled === true });
  const mine = useQuery({ ...plusQueries.balance(lang, shopId), enabled: shopId > 0 && token !== undefined });
  const member = mine.data?.member === true;
  const flow = useInfiniteQuery({ ...plusQueries.flow(lang, shopId), enabled: member });
  const { join, busy: joining } = useJoinShopPlus(shopId);
  const { topUp, busy: paying } = useShopTopUp(shopId);

  const onJoin = async () => {
    if (!passGate()) return;
    const ok = await join().catch(() => false);
    showToast(ok ? t('joined') : t('notJoined'));
  };

  const onTopUp = async (amount: number, bonus: number) => {
    const sure = await confirmDialog({
      content: bonus > 0 ? t('topUp.confirmBonus', { amount: money(amount).text, bonus: money(bonus).text }) : t('topUp.confirm', { amount: money(amount).text }),
      confirmText: t('topUp.pay'),
      cancelText: t('topUp.cancel'),
    });
    if (!sure) return;
    const balance = await topUp(amount).catch(() => null);
    showToast(balance !== null ? t('topUp.done', { balance: money(balance).text }) : t('topUp.notDone'));
  };

  const missing = shopId === 0 || (benefit.isError && isApiError(benefit.error) && benefit.error.code === 1004);
  let body;
  if (missing) body = <EmptyState title={t('missing')} />;
  else if (benefit.isPending) body = <ListSkeleton rows={3} />;
  else if (benefit.isError) body = <LoadFailed description={benefit.error.message} onRetry={() => void benefit.refetch()} />;
  else if (!benefit.data.enabled) body = <EmptyState title={t('closed')} description={t('closedHint')} />;
  else {
    const entries = flow.data?.pages.flatMap((p) => p.list) ?? [];
    let list;
    if (flow.isPending) list = <ListSkeleton rows={3} />;
    else if (flow.isError) list = <LoadFailed description={flow.error.message} onRetry={() => void flow.refetch()} />;
    else if (entries.length === 0) list = <EmptyState title={t('flow.empty')} description={t('flow.emptyHint')} />;
    else
      list = (
        <>
          <ul className="mall-wallet-flow" data-testid="plus-flow">
            {entries.map((e) => (
              <LedgerEntryItem key={e.id} entry={e} causeText={causeText(t, e)} balanceAfterText={(balance) => t('flow.balanceAfter', { balance })} />
            ))}
          </ul>
          <ListMore pages={flow} />
        </>
      );
    body = (
      <>
        <section className="mall-card mall-wallet-recharge" aria-labelledby="plus-benefits-heading">
          <h2 id="plus-benefits-heading" className="mall-wallet-heading">
            {shopName ? t('benefitsOf', { shop: shopName }) : t('benefits')}
          </h2>
          <ul className="mall-plus-benefits" data-testid="plus-benefits">
            {benefit.data.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className="mall-plus-members">{t('members', { count: benefit.data.memberCount })}</p>
          {!member && (
            <Button block color="primary" loading={joining || (token !== undefined && mine.isPending)} onClick={() => void onJoin()} data-testid="plus-join">
              {t('join')}
            </Button>
          )}
        </section>
        {member && mine.data && (
          <>
            <section className="mall-card mall-wallet-balance" aria-label={t('balance')}>
              <div>
                <span className="mall-wallet-label">{t('balance')}</span>
                <strong className="mall-wallet-figure" data-testid="plus-balance">
                  {money(mine.data.balance).text}
                </strong>
              </div>
            </section>
            <section className="mall-card mall-wallet-recharge" aria-labelledby="plus-topup-heading">
              <h2 id="plus-topup-heading" className="mall-wallet-heading">
                {t('topUp.heading')}
              </h2>
              {denominations.data && denominations.data.list.length > 0 ? (
                <div className="mall-wallet-presets" role="group" aria-label={t('topUp.presets')}>
                  {denominations.data.list.map((d) => (
                    <button key={d.amount} type="button" className="mall-wallet-preset" disabled={paying} onClick={() => void onTopUp(d.amount, d.bonus)} data-testid="plus-denomination">
                      {money(d.amount).text}
                      {d.bonus > 0 && <span className="mall-wallet-entry-after"> {t('topUp.bonus', { bonus: money(d.bonus).text })}</span>}
                    </button>
                  ))}
                </div>
              ) : (
                <p className="mall-wallet-hint">{t('topUp.none')}</p>
              )}
              <p className="mall-wallet-hint">{t('topUp.sandboxNote')}</p>
            </section>
            <section aria-labelledby="plus-flow-heading">
              <h2 id="plus-flow-heading" className="mall-wallet-heading mall-wallet-heading--list">
                {t('flow.heading')}
              </h2>
              {list}
            </section>
          </>
        )}
      </>
    );
  }

  return (
    <Page name="shop/membershipnotice">
      <PageNavBar title={t('title')} />
      <PageRefresh onRefresh={() => Promise.all([benefit.refetch(), mine.refetch(), flow.refetch()])}>
        <main className="mall-page-body mall-wallet-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}

type T = ReturnType<typeof useTranslation<'plus'>>['t'];

function causeText(t: T, e: TShopBalanceEntry): string {
  const ref = e.ref ?? '';
  switch (e.cause) {
    case 'shop_recharge':
      return t('flow.cause.shop_recharge', { ref });
    case 'shop_recharge_bonus':
      return t('flow.cause.shop_recharge_bonus', { ref });
    case 'payment':
      return t('flow.cause.payment', { ref });
    case 'refund':
      return t('flow.cause.refund');
    default:
      return t('flow.cause.other');
  }
}
