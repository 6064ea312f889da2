import { useEffect, useState, type FormEvent } from 'react';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDistanceM } from '@mall/contract/location/distance';
import type { TPharmacyDemand } from '@mall/contract/health/health-fields';
import { QUOTE_VALID_MINUTES } from '@mall/contract/health/health-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useDemandConversation, useMedicines, useMerchantDemands, useSendQuote } from './use-health.ts';

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/**
 * The quote form of one demand: one of the pharmacy's medicines (its cheapest SKU),
 * quantity, unit price (in the currency's main unit, its list price to start with), validity.
 */
function QuoteForm({ shopId, demand }: { shopId: number; demand: TPharmacyDemand }) {
  const { t } = useTranslation('health');
  const send = useSendQuote(shopId);
  const medicines = useMedicines({ shopId });
  // Every medicine of the shop (a pharmacy holds a few dozen): the pages follow one another until the last.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = medicines;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const choices = (medicines.data?.pages.flatMap((p) => p.list) ?? []).filter((m) => m.skuId !== null);
  const money = useFormatMoney();
  const [picked, setPicked] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const num = (k: string) => Number(f.get(k));
    const unitPrice = Math.round(num('unitPrice') * 100);
    const [goodsId, skuId] = picked.split(':').map(Number) as [number, number];
    if ([goodsId, skuId, num('quantity'), num('validMinutes')].some((n) => !Number.isInteger(n) || n <= 0) || !(unitPrice > 0)) {
      setError(t('merchant.invalid'));
      return;
    }
    const sure = await confirmDialog({ content: t('merchant.quoteConfirm', { medicine: demand.medicine }), confirmText: t('merchant.send'), cancelText: t('demand.keep') });
    if (!sure) return;
    setError('');
    send.mutate(
      { shopId, demandId: demand.demandId, goodsId, skuId, quantity: num('quantity'), unitPrice, validMinutes: num('validMinutes') },
      { onSuccess: () => showToast(t('merchant.sent')), onError: (err) => setError(errorText(err)) },
    );
  };
  const id = `quote-${demand.demandId}`;
  return (
    <form className="mall-health-form" onSubmit={(e) => void submit(e)} aria-labelledby={id} data-testid="quote-form">
      <h4 id={id} className="mall-health-heading">
        {t('merchant.quote')}
      </h4>
      <label>
        {t('merchant.medicine')}
        <select
          name="medicine"
          required
          value={picked}
          onChange={(e) => {
            setPicked(e.target.value);
            const m = choices.find((c) => `${c.goodsId}:${c.skuId}` === e.target.value);
            if (m) setPrice((m.price / 100).toFixed(2));
          }}
        >
          <option value="">{medicines.isPending ? t('list.loading') : t('merchant.pick')}</option>
          {choices.map((m) => (
            <option key={m.goodsId} value={`${m.goodsId}:${m.skuId}`}>
              {m.title} · {t(m.drugClass === 'rx' ? 'list.rx' : 'list.otc')} · {money(m.price).text}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('form.quantity')}
        <input type="number" name="quantity" min={1} max={99} defaultValue={demand.quantity} required />
      </label>
      <label>
        {t('merchant.unitPrice')}
        <input type="number" name="unitPrice" min={0.01} step={0.01} required value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <label>
        {t('merchant.validMinutes')}
        <input type="number" name="validMinutes" min={5} max={120} defaultValue={QUOTE_VALID_MINUTES} required />
      </label>
      {error && (
        <p className="mall-health-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" shape="rounded" loading={send.isPending} data-testid="quote-send">
        {t('merchant.send')}
      </Button>
    </form>
  );
}

function PharmacyDemand({ shopId, demand }: { shopId: number; demand: TPharmacyDemand }) {
  const { t, i18n } = useTranslation('health');
  const navigate = useNavigate();
  const conversation = useDemandConversation();
  const openChat = () =>
    conversation.mutate(
      { demandId: demand.demandId, shopId },
      { onSuccess: (c) => void navigate(`/merchant/chat?conversationId=${c.conversationId}`), onError: (err) => showToast(errorText(err)) },
    );
  return (
    <li className="mall-card mall-health-demand" data-testid="pharmacy-demand">
      <div className="mall-health-demand-head">
        <h3 className="mall-health-heading">
          {demand.medicine} × {demand.quantity}
        </h3>
        <span className="mall-health-badge">{t(`demand.status.${demand.status}`)}</span>
      </div>
      <p className="mall-health-meta">
        {t('merchant.distance', { distance: formatDistanceM(demand.distanceM) })} · {formatDateTime(demand.createdAt, i18n.language)}
      </p>
      {demand.symptoms && <p>{demand.symptoms}</p>}
      {demand.prescription && <p className="mall-health-notice">{t('merchant.prescription')}</p>}
      {demand.photos.length > 0 && (
        <ul className="mall-health-photos">
          {demand.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('form.photoAlt', { n: i + 1 })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {demand.quotes.map((q) => (
        <p key={q.quoteId} className="mall-health-meta">
          {t('merchant.quoted', { title: q.title, count: q.quantity })} · {t(`quote.status.${q.status}`)}
        </p>
      ))}
      <div>
        <Button size="small" shape="rounded" loading={conversation.isPending} onClick={openChat}>
          {t('merchant.chat')}
        </Button>
      </div>
      <QuoteForm shopId={shopId} demand={demand} />
    </li>
  );
}

/** The demands shown to this pharmacy that it may still answer. */
export function MerchantDemands({ shopId }: { shopId: number }) {
  const { t } = useTranslation('health');
  const feed = useMerchantDemands(shopId);
  if (feed.isPending) return <ListSkeleton rows={3} />;
  if (feed.isError) return <LoadFailed description={feed.error.message} onRetry={() => void feed.refetch()} />;
  if (!feed.data.pages[0]?.verified) return <EmptyState title={t('merchant.unverified')} />;
  const list = feed.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t('merchant.empty')} />;
  return (
    <>
      <ul className="mall-health-list">
        {list.map((d) => (
          <PharmacyDemand key={d.demandId} shopId={shopId} demand={d} />
        ))}
      </ul>
      <InfiniteScroll
        hasMore={feed.hasNextPage}
        loadMore={async () => {
          await feed.fetchNextPage({ throwOnError: true });
        }}
      />
    </>
  );
}
