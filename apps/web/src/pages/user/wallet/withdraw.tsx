import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { withdrawFee, type TWithdrawOrder, type TWithdrawRules } from '@mall/contract/wallet/withdraw-fields';
import { useUpdateUserInfo } from '../../../features/account/use-user-info.ts';
import { useWithdraw } from '../../../features/wallet/use-withdraw.ts';
import { withdrawQueries } from '../../../features/wallet/withdraw-queries.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useFormatMoney } from '../../../shared/format/money-context.ts';
import { moneyInputToMinor } from '../../../shared/format/money-input.ts';
import { useQueryLang } from '../../../shared/query/use-query-lang.ts';
import { confirmDialog } from '../../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListMore } from '../../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { MoneyHint, MoneyInput } from '../../../shared/ui/money-field.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PageNavBar } from '../../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../../shared/ui/page-refresh.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import './wallet.css';

const RECEIVE_ACCOUNT = /^[^\s<>]{3,64}$/;

/**
 * Withdrawing (spec route user/wallet/withdraw): the available balance and the frozen amount, the receive account
 * (set here when missing), an amount typed by the money-input rule or "all", the minimum and the fee with what
 * the shopper receives, a confirmation, then the withdrawals newest first with their states (infinite scroll).
 */
export default function WalletWithdrawPage() {
  const { t, i18n } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const money = useFormatMoney();
  const pages = useInfiniteQuery(withdrawQueries.list(useQueryLang()));
  const first = pages.data?.pages[0];
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const { apply, busy } = useWithdraw();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();

  const amount = moneyInputToMinor(typed);
  const rules = first?.rules;
  const balance = first?.balance ?? 0;
  const max = rules ? Math.min(balance, rules.maxAmount) : 0;
  const fee = rules && amount !== null ? withdrawFee(amount, rules) : 0;
  let problem: string | null = null;
  if (rules && typed !== '' && (amount === null || amount < rules.minAmount || amount - fee <= 0)) problem = t('withdraw.tooSmall', { min: money(rules.minAmount).text });
  else if (rules && amount !== null && amount > max) problem = t('withdraw.tooLarge', { max: money(max).text });
  const account = first?.receiveAccount ?? '';
  const canApply = rules !== undefined && amount !== null && amount > 0 && problem === null && account !== '' && !busy;

  const onApply = async () => {
    if (!canApply || amount === null) return;
    const ok = await confirmDialog({
      content: t('withdraw.confirm', { amount: money(amount).text, account, fee: money(fee).text, net: money(amount - fee).text }),
      confirmText: t('withdraw.confirmOk'),
      cancelText: tc('actions.cancel'),
    });
    if (!ok) return;
    const done = await apply(amount);
    if (done) {
      showToast(t('withdraw.done', { amount: money(done.amount).text }));
      setTyped('');
    } else showToast(t('withdraw.notDone'));
  };

  let history;
  if (pages.isPending) history = <ListSkeleton rows={3} />;
  else if (pages.isError) history = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (list.length === 0) history = <EmptyState title={t('withdraw.empty')} description={t('withdraw.emptyHint')} />;
  else
    history = (
      <>
        <ul className="mall-wallet-flow" data-testid="withdraw-list">
          {list.map((w) => (
            <WithdrawItem key={w.withdrawId} w={w} lang={i18n.language} />
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/wallet/withdraw">
      <PageNavBar title={t('withdraw.title')} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-wallet-body">
          {pages.isError && !first ? null : (
            <section className="mall-card mall-wallet-balance" aria-label={t('withdraw.title')}>
              <div>
                <span className="mall-wallet-label">{t('withdraw.available')}</span>
                <strong className="mall-wallet-figure" data-testid="withdraw-balance">
                  {first ? money(first.balance).text : '--'}
                </strong>
              </div>
              <div title={t('frozenHint')}>
                <span className="mall-wallet-label">{t('frozen')}</span>
                <strong className="mall-wallet-figure mall-wallet-figure--small" data-testid="withdraw-frozen">
                  {first ? money(first.frozen).text : '--'}
                </strong>
              </div>
            </section>
          )}

          {first && <ReceiveAccount account={account} onSaved={() => pages.refetch()} />}

          {first && rules && (
            <section className="mall-card mall-wallet-recharge" aria-labelledby="withdraw-heading">
              <h2 id="withdraw-heading" className="mall-wallet-heading">
                {t('withdraw.amountLabel')}
              </h2>
              <p className="mall-wallet-hint" data-testid="withdraw-rules">
                {t('withdraw.rules', { min: money(rules.minAmount).text, fee: feeText(t, rules, money) })}
              </p>
              <div className="mall-withdraw-amount-row">
                <label className="mall-visually-hidden" htmlFor={inputId}>
                  {t('withdraw.amountLabel')}
                </label>
                <MoneyInput id={inputId} hintId={hintId} value={typed} invalid={problem !== null} placeholder={t('withdraw.amountPlaceholder')} testId="withdraw-amount-input" onChange={setTyped} />
                <button type="button" className="mall-wallet-preset" onClick={() => setTyped(max > 0 ? (max / 100).toFixed(2) : '')} data-testid="withdraw-all">
                  {t('withdraw.all')}
                </button>
              </div>
              <MoneyHint
                id={hintId}
                problem={problem}
                note={amount !== null && amount > 0 ? t('withdraw.net', { fee: money(fee).text, net: money(amount - fee).text }) : '\u00a0'}
                testId="withdraw-net"
              />
              <Button block color="primary" loading={busy} disabled={!canApply} onClick={() => void onApply()} data-testid="withdraw-submit">
                {amount !== null && amount > 0 ? t('withdraw.submit', { amount: money(amount).text }) : t('withdraw.submitNoAmount')}
              </Button>
            </section>
          )}

          <section aria-labelledby="withdraw-list-heading">
            <h2 id="withdraw-list-heading" className="mall-wallet-heading mall-wallet-heading--list">
              {t('withdraw.listHeading')}
            </h2>
            {history}
          </section>
        </main>
      </PageRefresh>
    </Page>
  );
}

type T = ReturnType<typeof useTranslation<'wallet'>>['t'];

function feeText(t: T, rules: TWithdrawRules, money: ReturnType<typeof useFormatMoney>): string {
  const percent = String(rules.feePerMille / 10);
  if (rules.feeFixed > 0 && rules.feePerMille > 0) return t('withdraw.feeBoth', { fixed: money(rules.feeFixed).text, percent });
  if (rules.feeFixed > 0) return t('withdraw.feeFixed', { fixed: money(rules.feeFixed).text });
  if (rules.feePerMille > 0) return t('withdraw.feePercent', { percent });
  return t('withdraw.feeFree');
}

function WithdrawItem({ w, lang }: { w: TWithdrawOrder; lang: string }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  return (
    <li className="mall-wallet-entry" data-state={w.state} data-testid="withdraw-item">
      <div className="mall-wallet-entry-main">
        <span className="mall-wallet-entry-cause">{t(`withdraw.state.${w.state}`)}</span>
        <span className="mall-wallet-entry-after">{t('withdraw.item', { fee: money(w.fee).text, net: money(w.netAmount).text, account: w.receiveAccount })}</span>
        {w.reason !== '' && <span className="mall-wallet-entry-after">{t('withdraw.reason', { reason: w.reason })}</span>}
        <time className="mall-wallet-entry-time" dateTime={w.createdAt}>
          {formatDateTime(w.createdAt, lang)}
        </time>
      </div>
      <div className="mall-wallet-entry-side">
        <strong className="mall-wallet-amount">{money(w.amount).text}</strong>
      </div>
    </li>
  );
}

/** The receive account withdrawals go to, with a way to set or change it (`user/info/update`). */
function ReceiveAccount({ account, onSaved }: { account: string; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('wallet');
  const update = useUpdateUserInfo();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const inputId = useId();
  const errorId = useId();
  const open = editing || account === '';
  const invalid = value !== '' && !RECEIVE_ACCOUNT.test(value.trim());

  const save = async () => {
    if (invalid || value.trim() === '') return;
    await update.mutateAsync({ alipayReceiveAccount: value.trim() }).then(
      async () => {
        await onSaved();
        showToast(t('withdraw.accountSaved'));
        setEditing(false);
        setValue('');
      },
      () => undefined,
    );
  };

  return (
    <section className="mall-card mall-wallet-recharge" aria-labelledby="withdraw-account-heading" data-testid="withdraw-account">
      <h2 id="withdraw-account-heading" className="mall-wallet-heading">
        {t('withdraw.to')}
      </h2>
      {!open ? (
        <div className="mall-withdraw-amount-row">
          <strong data-testid="withdraw-account-value">{account}</strong>
          <button type="button" className="mall-wallet-preset" onClick={() => setEditing(true)}>
            {t('withdraw.accountChange')}
          </button>
        </div>
      ) : (
        <>
          {account === '' && <p className="mall-wallet-hint">{t('withdraw.noAccount')}</p>}
          <label className="mall-wallet-label" htmlFor={inputId}>
            {t('withdraw.accountLabel')}
          </label>
          <input
            id={inputId}
            className="mall-wallet-input"
            autoComplete="off"
            placeholder={t('withdraw.accountPlaceholder')}
            value={value}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            data-testid="withdraw-account-input"
            onChange={(ev) => setValue(ev.target.value)}
          />
          {invalid && (
            <p id={errorId} className="mall-wallet-hint mall-wallet-hint--error" role="alert">
              {t('withdraw.accountInvalid')}
            </p>
          )}
          <div className="mall-withdraw-amount-row">
            <Button color="primary" fill="outline" loading={update.isPending} disabled={invalid || value.trim() === ''} onClick={() => void save()} data-testid="withdraw-account-save">
              {t('withdraw.accountSave')}
            </Button>
            {account !== '' && (
              <button type="button" className="mall-wallet-preset" onClick={() => setEditing(false)}>
                {t('withdraw.accountCancel')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
