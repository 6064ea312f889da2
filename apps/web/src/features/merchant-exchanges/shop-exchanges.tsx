import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantScoreExchange } from '@mall/contract/loyalty/query-merchant-score-exchanges';
import { SCORE_EXCHANGE_STATUSES, type ScoreExchangeStatus } from '@mall/contract/loyalty/score-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { useParcelFields } from '../../shared/ui/parcel-fields.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useExchangeCompanies, useShipExchange, useShopExchanges } from './use-merchant-exchanges.ts';
import './merchant-exchanges.css';

/** A status named in the page's address, or the first (to ship) for anything else. */
export function exchangeStatusOf(value: string | undefined): ScoreExchangeStatus {
  return (SCORE_EXCHANGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ScoreExchangeStatus) : 'to_ship';
}

/** One swap: the goods and its option, the points, where it goes, and its parcel once sent. */
function ExchangeCard({ item, onShip }: { item: TMerchantScoreExchange; onShip: () => void }) {
  const { t, i18n } = useTranslation('merchant');
  return (
    <article className="mall-card mall-mexchange" data-testid="merchant-exchange" data-exchange={item.exchangeId}>
      <div className="mall-mexchange-goods">
        {item.image ? <img src={item.image} alt="" loading="lazy" decoding="async" /> : null}
        <div className="mall-mexchange-text">
          <h3 className="mall-mexchange-title mall-clamp-2">{item.title}</h3>
          {item.skuName && <p className="mall-mexchange-sub">{t('exchanges.sku', { name: item.skuName })}</p>}
          <p className="mall-mexchange-points">{t('exchanges.points', { points: item.points.toLocaleString(i18n.language) })}</p>
        </div>
      </div>
      <dl className="mall-mexchange-facts">
        <dt>{t('exchanges.sendTo')}</dt>
        <dd>{item.address ? `${item.receiver} · ${item.address}` : t('exchanges.noAddress')}</dd>
      </dl>
      <p className="mall-mexchange-sub">{t('exchanges.takenAt', { at: formatDateTime(item.createdAt, i18n.language) })}</p>
      {item.parcel && (
        <p className="mall-mexchange-parcel" data-testid="exchange-parcel">
          {t('exchanges.parcel', { company: item.parcel.companyName, no: item.parcel.trackingNo })}
        </p>
      )}
      {item.status === 'to_ship' && item.address && (
        <div className="mall-mexchange-foot">
          <Button size="small" color="primary" shape="rounded" onClick={onShip} aria-label={t('exchanges.shipOne', { title: item.title })} data-testid="exchange-ship">
            {t('exchanges.ship')}
          </Button>
        </div>
      )}
    </article>
  );
}

/** The parcel of a swap: company and number checked here (parcel-fields) and by the server, after a confirmation. */
function ShipForm({ item, shopId, onDone }: { item: TMerchantScoreExchange; shopId: number; onDone: () => void }) {
  const { t } = useTranslation('merchant');
  const companies = useExchangeCompanies();
  const ship = useShipExchange(shopId);
  const parcel = useParcelFields(companies.data, 'score-exchange');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const sent = parcel.read();
    if (!sent) return;
    const company = companies.data?.find((c) => c.code === sent.companyCode)?.name ?? sent.companyCode;
    const confirmed = await confirmDialog({
      title: t('exchanges.confirmTitle'),
      content: t('exchanges.confirmContent', { title: item.title, company, no: sent.trackingNo }),
      confirmText: t('exchanges.confirm'),
      cancelText: t('exchanges.cancel'),
    });
    if (!confirmed) return;
    setProblem(undefined);
    ship.mutate(
      { exchangeId: item.exchangeId, ...sent },
      {
        onSuccess: () => {
          showToast(t('exchanges.done'));
          onDone();
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };

  return (
    <div className="mall-mexchange-form">
      <p className="mall-mexchange-form-goods">
        {item.title}
        {item.skuName ? ` · ${item.skuName}` : ''}
      </p>
      {parcel.fields}
      {problem && (
        <p className="mall-mexchange-error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={ship.isPending} onClick={() => void submit()} data-testid="exchange-ship-submit">
        {t('exchanges.ship')}
      </Button>
    </div>
  );
}

function ExchangeList({ shopId, status }: { shopId: number; status: ScoreExchangeStatus }) {
  const { t } = useTranslation('merchant');
  const pages = useShopExchanges(shopId, status);
  const [shipping, setShipping] = useState<TMerchantScoreExchange>();
  if (pages.isPending) return <ListSkeleton rows={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  const list = pages.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t(`exchanges.empty.${status}.title`)} description={t(`exchanges.empty.${status}.description`)} />;
  return (
    <>
      <div className="mall-mexchange-list" data-testid="merchant-exchanges" data-status={status}>
        {list.map((item) => (
          <ExchangeCard key={item.exchangeId} item={item} onShip={() => setShipping(item)} />
        ))}
      </div>
      <ListMore pages={pages} />
      <SheetPopup visible={shipping !== undefined} onClose={() => setShipping(undefined)} title={t('exchanges.shipTitle')} testId="exchange-ship-sheet">
        {shipping && <ShipForm item={shipping} shopId={shopId} onDone={() => setShipping(undefined)} />}
      </SheetPopup>
    </>
  );
}

/** A shop's score goods taken for points in three tabs: to ship (with the ship form), shipped, received. */
export function ShopExchanges({ shopId, status, onStatus }: { shopId: number; status: ScoreExchangeStatus; onStatus: (status: ScoreExchangeStatus) => void }) {
  const { t } = useTranslation('merchant');
  return (
    <div className="mall-mexchanges">
      <Tabs activeKey={status} onChange={(key) => onStatus(exchangeStatusOf(key))} className="mall-mexchanges-tabs">
        {SCORE_EXCHANGE_STATUSES.map((s) => (
          <Tabs.Tab key={s} title={t(`exchanges.tabs.${s}`)} />
        ))}
      </Tabs>
      <ExchangeList key={status} shopId={shopId} status={status} />
    </div>
  );
}
