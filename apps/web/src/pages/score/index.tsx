import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { scoreKeys, scoreQueries } from '../../features/score/score-queries.ts';
import { accountQueries } from '../../features/account/account-queries.ts';
import { ScoreExchangePopup } from '../../features/score/score-exchange-popup.tsx';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { useTakeScoreGoods } from '../../features/score/use-take-score-goods.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { formatDate, formatDateTime } from '../../shared/format/date-time.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './score.css';

const PATH = '/pages/score/index';

/**
 * Score points (spec route score/index): the shopper's balance and what expires soonest, the movements newest first
 * with their causes (more as they scroll), and the rules of earning and using points; pull to refresh. A visitor
 * sees the rules and a way to log in.
 */
export default function ScorePage() {
  const { t } = useTranslation('score');
  const { token } = useSession();
  const lang = useQueryLang();
  const rules = useQuery(scoreQueries.rules(lang));
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([rules.refetch(), queryClient.invalidateQueries({ queryKey: scoreKeys.root }), queryClient.invalidateQueries({ queryKey: scoreKeys.public })]);

  return (
    <Page name="score/index">
      <PageNavBar title={t('title')} />
      <PageRefresh onRefresh={refresh}>
        <main className="mall-page-body mall-score-body">
          {token ? (
            <>
              <BalanceCard />
              <section aria-labelledby="score-flow-heading">
                <h2 id="score-flow-heading" className="mall-score-heading mall-score-heading--list">
                  {t('flow.heading')}
                </h2>
                <Flow />
              </section>
            </>
          ) : (
            <LoggedOut />
          )}
          <ScoreGoodsSection loggedIn={token !== undefined} />
          {token && <Exchanges />}
          <section className="mall-card mall-score-rules" aria-labelledby="score-rules-heading">
            <h2 id="score-rules-heading" className="mall-score-heading">
              {t('rules.heading')}
            </h2>
            {rules.isPending ? (
              <ListSkeleton rows={1} lines={3} />
            ) : rules.isError ? (
              <LoadFailed description={rules.error.message} onRetry={() => void rules.refetch()} />
            ) : (
              <ul className="mall-score-rule-list" data-testid="score-rules">
                {rules.data.rules.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </section>
        </main>
      </PageRefresh>
    </Page>
  );
}

/** Goods to take for points; a shopper picks the address it goes to and confirms, and the points go at once (refused when short). */
function ScoreGoodsSection({ loggedIn }: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation('score');
  const money = useFormatMoney();
  const goods = useQuery(scoreQueries.goods(useQueryLang()));
  const { take, busy } = useTakeScoreGoods();
  const [exchanging, setExchanging] = useState<TScoreGoods | undefined>(undefined);
  const addresses = useQuery({ ...accountQueries.addresses(useQueryLang()), enabled: exchanging !== undefined });
  const onConfirm = async (addressId: number) => {
    if (!exchanging) return;
    const left = await take(exchanging.scoreGoodsId, addressId);
    if (left !== null) {
      setExchanging(undefined);
      showToast(t('goods.done', { points: left.toLocaleString(i18n.language) }));
    }
  };
  let body;
  if (goods.isPending) body = <ListSkeleton rows={2} />;
  else if (goods.isError) body = <LoadFailed description={goods.error.message} onRetry={() => void goods.refetch()} />;
  else if (goods.data.list.length === 0) body = <p className="mall-score-expiring">{t('goods.empty')}</p>;
  else
    body = (
      <ul className="mall-score-goods" data-testid="score-goods">
        {goods.data.list.map((g) => (
          <li key={g.scoreGoodsId} className="mall-score-goods-item">
            <img className="mall-score-goods-image" src={g.image} alt="" loading="lazy" width={64} height={64} />
            <div className="mall-score-entry-main">
              <span className="mall-score-entry-cause">{g.title}</span>
              <strong className="mall-score-points">{t('goods.price', { points: g.scorePrice.toLocaleString(i18n.language) })}</strong>
              <span className="mall-score-entry-time">{t('goods.worth', { price: money(g.price).text })}</span>
            </div>
            {loggedIn && (
              <Button size="small" color="primary" loading={busy === g.scoreGoodsId} disabled={busy !== null} onClick={() => setExchanging(g)} data-testid="score-goods-take">
                {t('goods.take')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="mall-card mall-score-rules" aria-labelledby="score-goods-heading">
      <h2 id="score-goods-heading" className="mall-score-heading">
        {t('goods.heading')}
      </h2>
      {body}
      {loggedIn && <ScoreExchangePopup goods={exchanging} addresses={addresses} busy={busy !== null} onClose={() => setExchanging(undefined)} onConfirm={(id) => void onConfirm(id)} />}
    </section>
  );
}

/** The shopper's exchanges: what they took for points, where it goes and whether it has been sent. */
function Exchanges() {
  const { t, i18n } = useTranslation('score');
  const query = useQuery(scoreQueries.exchanges(useQueryLang()));
  let body;
  if (query.isPending) body = <ListSkeleton rows={1} />;
  else if (query.isError) body = <LoadFailed description={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <p className="mall-score-expiring">{t('exchange.empty')}</p>;
  else
    body = (
      <ul className="mall-score-flow" data-testid="score-exchanges">
        {query.data.list.map((x) => (
          <li key={x.exchangeId} className="mall-score-entry">
            <div className="mall-score-entry-main">
              <span className="mall-score-entry-cause">{x.title}</span>
              <span className="mall-score-entry-time">{t('exchange.to', { receiver: x.receiver, address: x.address })}</span>
              <time className="mall-score-entry-time" dateTime={x.createdAt}>
                {formatDateTime(x.createdAt, i18n.language)}
              </time>
            </div>
            <div className="mall-score-entry-side">
              <strong className="mall-score-points">−{x.points.toLocaleString(i18n.language)}</strong>
              <span className="mall-score-entry-time">{t(x.status === 'received' ? 'exchange.received' : x.status === 'shipped' ? 'exchange.shipped' : 'exchange.toShip')}</span>
            </div>
            {x.parcel && (
              <div className="mall-score-entry-parcel" data-testid="score-exchange-parcel">
                <span className="mall-score-entry-time">{t('exchange.parcel', { company: x.parcel.companyName, no: x.parcel.trackingNo })}</span>
                <CopyButton text={x.parcel.trackingNo} label={t('exchange.copy')} copied={t('exchange.copied')} failed={t('exchange.copyFailed')} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="mall-card mall-score-rules" aria-labelledby="score-exchanges-heading">
      <h2 id="score-exchanges-heading" className="mall-score-heading">
        {t('exchange.heading')}
      </h2>
      {body}
    </section>
  );
}

function LoggedOut() {
  const { t } = useTranslation('score');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  return <EmptyState title={t('loggedOut.title')} description={t('loggedOut.description')} action={{ label: tc('actions.logIn'), onClick: () => void navigate(buildLoginRedirect(PATH)) }} />;
}

function BalanceCard() {
  const { t, i18n } = useTranslation('score');
  const query = useQuery(scoreQueries.balance(useQueryLang()));
  if (query.isError) return <LoadFailed description={query.error.message} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <section className="mall-card mall-score-balance" data-testid="score-balance" aria-labelledby="score-balance-label">
      <span id="score-balance-label" className="mall-score-label">
        {t('balance')}
      </span>
      <strong className="mall-score-figure" data-testid="score-balance-value">
        {data ? data.balance.toLocaleString(i18n.language) : '--'}
      </strong>
      <p className="mall-score-expiring" data-testid="score-expiring">
        {!data
          ? t('loading')
          : data.expiring
            ? t('expiring', { points: data.expiring.points.toLocaleString(i18n.language), date: formatDate(data.expiring.expiresAt, i18n.language) })
            : t('nothingExpiring')}
      </p>
    </section>
  );
}

function Flow() {
  const { t, i18n } = useTranslation('score');
  const pages = useInfiniteQuery(scoreQueries.flow(useQueryLang()));
  const entries = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) return <ListSkeleton rows={4} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (entries.length === 0) return <EmptyState title={t('flow.empty')} description={t('flow.emptyHint')} />;
  return (
    <>
      <ul className="mall-score-flow" data-testid="score-flow">
        {entries.map((e) => (
          <li key={e.entryId} className="mall-score-entry" data-kind={e.kind}>
            <div className="mall-score-entry-main">
              <span className="mall-score-entry-cause">{e.title}</span>
              <time className="mall-score-entry-time" dateTime={e.createdAt}>
                {formatDateTime(e.createdAt, i18n.language)}
              </time>
              {e.expiresAt && <span className="mall-score-entry-time">{t('flow.expires', { date: formatDate(e.expiresAt, i18n.language) })}</span>}
            </div>
            <div className="mall-score-entry-side">
              <strong className={e.points > 0 ? 'mall-score-points mall-score-points--in' : 'mall-score-points'}>
                {e.points > 0 ? '+' : '−'}
                {Math.abs(e.points).toLocaleString(i18n.language)}
              </strong>
              <span className="mall-score-entry-time">{t('flow.balanceAfter', { points: e.balanceAfter.toLocaleString(i18n.language) })}</span>
            </div>
          </li>
        ))}
      </ul>
      <ListMore pages={pages} />
    </>
  );
}
