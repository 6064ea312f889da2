import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TWalletEntry } from '@mall/contract/payment/query-wallet-flow';
import { RECHARGE_MAX_AMOUNT, RECHARGE_PRESETS } from '@mall/contract/payment/take-recharge-order';
import { plusQueries } from '../../../features/shop-plus/plus-queries.ts';
import { useRecharge } from '../../../features/wallet/use-recharge.ts';
import { walletQueries } from '../../../features/wallet/wallet-queries.ts';
import { useFormatMoney } from '../../../shared/format/money-context.ts';
import { moneyInputToMinor } from '../../../shared/format/money-input.ts';
import { useQueryLang } from '../../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListMore } from '../../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LedgerEntryItem } from '../../../shared/ui/ledger-entry-item.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { MoneyHint, MoneyInput } from '../../../shared/ui/money-field.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PageNavBar } from '../../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../../shared/ui/page-refresh.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import './wallet.css';

/**
 * The wallet (spec route user/wallet/recharge; there is no separate wallet page): the balance and frozen amount,
 * recharging with a preset or a free amount (the money-input rule) through the test sandbox, and the wallet's
 * entries newest first with their causes, loading more as the shopper scrolls; pull to refresh.
 */
export default function WalletRechargePage() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const lang = useQueryLang();
  const pages = useInfiniteQuery(walletQueries.flow(lang));
  // Stored value the shopper holds at shops (membership), each opening its shop's membership page.
  const shopBalances = useQuery(plusQueries.balances(lang)).data?.list.filter((s) => s.balance > 0) ?? [];
  const first = pages.data?.pages[0];
  const entries = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const { recharge, busy } = useRecharge();
  const [preset, setPreset] = useState<number | undefined>(RECHARGE_PRESETS[1]);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();

  const typedMinor = moneyInputToMinor(typed);
  const amount = typed !== '' ? typedMinor : (preset ?? null);
  let problem: string | null = null;
  if (typed !== '' && (typedMinor === null || typedMinor < 1)) problem = t('recharge.tooSmall', { min: money(1).text });
  else if (amount !== null && amount > RECHARGE_MAX_AMOUNT) problem = t('recharge.tooLarge', { max: money(RECHARGE_MAX_AMOUNT).text });
  const canPay = amount !== null && amount >= 1 && problem === null && !busy;

  const onPay = async () => {
    if (!canPay || amount === null) return;
    const balance = await recharge(amount).catch(() => null);
    if (balance !== null) {
      showToast(t('recharge.done', { balance: money(balance).text }));
      setTyped('');
    } else showToast(t('recharge.notDone'));
  };

  let list;
  if (pages.isPending) list = <ListSkeleton rows={4} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (entries.length === 0) list = <EmptyState title={t('flow.empty')} description={t('flow.emptyHint')} />;
  else
    list = (
      <>
        <ul className="mall-wallet-flow" data-testid="wallet-flow">
          {entries.map((e) => (
            <LedgerEntryItem key={e.id} entry={e} causeText={causeText(t, e)} balanceAfterText={(balance) => t('flow.balanceAfter', { balance })} />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/wallet/recharge">
      <PageNavBar title={t('title')} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-wallet-body">
          <section className="mall-card mall-wallet-balance" data-testid="wallet-balance" aria-label={t('title')}>
            <div>
              <span className="mall-wallet-label">{t('balance')}</span>
              <strong className="mall-wallet-figure" data-testid="wallet-balance-value">
                {first ? money(first.balance).text : '--'}
              </strong>
            </div>
            <div title={t('frozenHint')}>
              <span className="mall-wallet-label">{t('frozen')}</span>
              <strong className="mall-wallet-figure mall-wallet-figure--small" data-testid="wallet-frozen-value">
                {first ? money(first.frozen).text : '--'}
              </strong>
            </div>
            <Link className="mall-wallet-withdraw-link" to="/pages/user/wallet/withdraw" data-testid="wallet-withdraw-link">
              {t('withdrawLink')}
            </Link>
          </section>

          <section className="mall-card mall-wallet-recharge" aria-labelledby="wallet-recharge-heading">
            <h2 id="wallet-recharge-heading" className="mall-wallet-heading">
              {t('recharge.heading')}
            </h2>
            <div className="mall-wallet-presets" role="group" aria-label={t('recharge.presets')}>
              {RECHARGE_PRESETS.map((p) => (
                <button
                  key={p}
                  type="button"
                  className="mall-wallet-preset"
                  aria-pressed={typed === '' && preset === p}
                  onClick={() => {
                    setPreset(p);
                    setTyped('');
                  }}
                >
                  {money(p).text}
                </button>
              ))}
            </div>
            <label className="mall-wallet-label" htmlFor={inputId}>
              {t('recharge.amountLabel')}
            </label>
            <MoneyInput id={inputId} hintId={hintId} value={typed} invalid={problem !== null} placeholder={t('recharge.amountPlaceholder')} testId="wallet-amount-input" onChange={setTyped} />
            <MoneyHint id={hintId} problem={problem} note={t('recharge.sandboxNote')} />
            <Button block color="primary" loading={busy} disabled={!canPay} onClick={() => void onPay()} data-testid="wallet-recharge-pay">
              {amount !== null && amount >= 1 ? t('recharge.pay', { amount: money(amount).text }) : t('recharge.payNoAmount')}
            </Button>
          </section>

          {shopBalances.length > 0 && (
            <section className="mall-card mall-wallet-shops" aria-labelledby="wallet-shops-heading" data-testid="wallet-shop-balances">
              <h2 id="wallet-shops-heading" className="mall-wallet-heading">
                {t('shops.heading')}
              </h2>
              <ul className="mall-wallet-shop-list">
                {shopBalances.map((s) => (
                  <li key={s.shopId}>
                    <Link className="mall-wallet-shop" to={`/pages/shop/membershipnotice?shopId=${s.shopId}`}>
                      <span className="mall-wallet-shop-name">{s.shopName}</span>
                      <strong className="mall-wallet-amount">{money(s.balance).text}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="wallet-flow-heading">
            <h2 id="wallet-flow-heading" className="mall-wallet-heading mall-wallet-heading--list">
              {t('flow.heading')}
            </h2>
            {list}
          </section>
        </main>
      </PageRefresh>
    </Page>
  );
}

type T = ReturnType<typeof useTranslation<'wallet'>>['t'];

/** An entry's cause in words: the orders a payment or refund was for, the recharge's number, the register gift. */
function causeText(t: T, e: TWalletEntry): string {
  const refs = e.refs.join(', ');
  switch (e.cause) {
    case 'payment':
      return refs ? t('flow.cause.payment', { refs }) : t('flow.cause.paymentNoRef');
    case 'refund':
      return refs ? t('flow.cause.refund', { refs }) : t('flow.cause.refundNoRef');
    case 'recharge':
      return refs ? t('flow.cause.recharge', { refs }) : t('flow.cause.rechargeNoRef');
    case 'wallet_opening':
      return t('flow.cause.wallet_opening');
    case 'withdraw':
      return t('flow.cause.withdraw');
    case 'withdraw_release':
      return t('flow.cause.withdraw_release');
    default:
      return t('flow.cause.other');
  }
}
