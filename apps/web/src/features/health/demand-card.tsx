import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TMedicineDemand, TMedicineQuote } from '@mall/contract/health/health-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useDemandStatus } from './use-health.ts';

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/** One pharmacy's quote: goods, quantity, total, validity; accepting it opens the checkout at the quoted price. */
function QuoteRow({ demand, quote, checkoutPath }: { demand: TMedicineDemand; quote: TMedicineQuote; checkoutPath: (checkoutId: number) => string }) {
  const { t, i18n } = useTranslation('health');
  const navigate = useNavigate();
  const money = useFormatMoney();
  const status = useDemandStatus();
  const accept = async () => {
    const sure = await confirmDialog({
      content: t('quote.acceptConfirm', { amount: money(quote.amount).text, shop: quote.shopName }),
      confirmText: t('quote.accept'),
      cancelText: t('demand.keep'),
    });
    if (!sure) return;
    status.mutate(
      { action: 'accept', demandId: demand.demandId, quoteId: quote.quoteId },
      {
        onSuccess: (done) => {
          if (done.checkoutId !== null) void navigate(checkoutPath(done.checkoutId));
        },
        onError: (err) => showToast(errorText(err)),
      },
    );
  };
  const payable = quote.status === 'offered' || (quote.status === 'accepted' && quote.orderId === null);
  return (
    <li className="mall-health-quote" data-testid="quote">
      <p>
        <strong>{quote.shopName}</strong> · {quote.title} × {quote.quantity}
      </p>
      <p>
        <span className="mall-health-price">{money(quote.amount).text}</span>{' '}
        <span className="mall-health-meta">
          {t(`quote.status.${quote.status}`)} · {t('quote.validUntil', { time: formatDateTime(quote.validUntil, i18n.language) })}
        </span>
      </p>
      <div className="mall-health-quote-actions">
        {payable && (
          <Button size="small" color="primary" shape="rounded" loading={status.isPending} onClick={() => void accept()} data-testid="quote-accept">
            {quote.status === 'accepted' ? t('quote.pay') : t('quote.accept')}
          </Button>
        )}
        <Button size="small" shape="rounded" onClick={() => void navigate(`/pages/chat/chat?conversationId=${quote.conversationId}`)}>
          {t('quote.chat')}
        </Button>
      </div>
    </li>
  );
}

/**
 * One of the shopper's demands with its state, photos and quotes; an open or quoted one can be cancelled. An accepted
 * quote goes on to the checkout (`checkoutPath`, from the page).
 */
export function DemandCard({ demand, checkoutPath }: { demand: TMedicineDemand; checkoutPath: (checkoutId: number) => string }) {
  const { t, i18n } = useTranslation('health');
  const status = useDemandStatus();
  const cancel = async () => {
    const sure = await confirmDialog({ content: t('demand.cancelConfirm'), confirmText: t('demand.cancel'), cancelText: t('demand.keep') });
    if (!sure) return;
    status.mutate({ action: 'cancel', demandId: demand.demandId }, { onSuccess: () => showToast(t('demand.cancelled')), onError: (err) => showToast(errorText(err)) });
  };
  const live = demand.status === 'open' || demand.status === 'quoted';
  return (
    <li className="mall-card mall-health-demand" data-testid="demand">
      <div className="mall-health-demand-head">
        <h3 className="mall-health-heading">
          {demand.medicine} × {demand.quantity}
        </h3>
        <span className="mall-health-badge">{t(`demand.status.${demand.status}`)}</span>
      </div>
      {demand.symptoms && <p className="mall-health-meta">{demand.symptoms}</p>}
      {demand.photos.length > 0 && (
        <ul className="mall-health-photos">
          {demand.photos.map((url, i) => (
            <li key={url}>
              <img src={url} alt={t('form.photoAlt', { n: i + 1 })} />
            </li>
          ))}
        </ul>
      )}
      {live && <p className="mall-health-meta">{t('demand.expires', { time: formatDateTime(demand.expiresAt, i18n.language) })}</p>}
      {demand.quotes.length === 0 ? (
        live && <p className="mall-health-meta">{t('demand.noQuotes')}</p>
      ) : (
        <ul className="mall-health-list">
          {demand.quotes.map((q) => (
            <QuoteRow key={q.quoteId} demand={demand} quote={q} checkoutPath={checkoutPath} />
          ))}
        </ul>
      )}
      {live && (
        <div>
          <Button size="small" shape="rounded" loading={status.isPending} onClick={() => void cancel()}>
            {t('demand.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
