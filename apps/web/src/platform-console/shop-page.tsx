import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlatformShop } from '@mall/contract/shop/platform-shops';
import { ActionDialog } from './action-dialog.tsx';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { usePageTitle } from './console-shell.tsx';
import { Field, RecordFrame, useRecordId } from './detail-frame.tsx';
import { reinstateShop, shopQuery, shopsKey, suspendShop } from './shop-queries.ts';
import { ShopStatusBadge } from './shops-page.tsx';
import './shops.css';

const REASON_MAX = 200;

/** One shop (support): its merchant, status and the platform's history with it; suspend it with a reason or reinstate it. */
export function ShopPage() {
  const { lang, t } = useConsoleText();
  const shopId = useRecordId();
  const query = useQuery({ ...shopQuery(shopId ?? 0, lang), enabled: shopId !== undefined });
  usePageTitle(query.data ? `${t('shops.shop')} ${query.data.name}` : t('shops.shop'));
  return (
    <RecordFrame
      page="platform/shop"
      list="/shops"
      back={t('shops.back')}
      query={query}
      missing={shopId === undefined}
      notFound={t('shops.notFound')}
      loading={t('shops.loading')}
    >
      {(shop) => <ShopDetails shop={shop} />}
    </RecordFrame>
  );
}

function ShopDetails({ shop: s }: { shop: TPlatformShop }) {
  const { lang, t } = useConsoleText();
  const [asking, setAsking] = useState<'suspend' | 'reinstate'>();
  const [notice, setNotice] = useState<Notice>();
  return (
    <>
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{s.name}</h1>
        <p className="pc-muted">
          <ShopStatusBadge status={s.status} /> · {s.merchantName} · #{s.shopId}
        </p>
      </div>
      <NoticeRegion notice={notice} testId="pc-shop-notice" />
      {s.status === 'suspended' && s.suspendReason !== null && (
        <div className="pc-alert pc-alert--warning" data-testid="pc-shop-suspended">
          <p>{t('shops.suspendedSince', { date: s.suspendedAt ? formatDateTime(s.suspendedAt, lang) : '', reason: s.suspendReason })}</p>
        </div>
      )}
      <div className="pc-shop-actions">
        {s.status === 'suspended' ? (
          <button type="button" className="pc-button pc-button--primary" onClick={() => setAsking('reinstate')} data-testid="pc-shop-reinstate">
            {t('shops.reinstate')}
          </button>
        ) : (
          <button type="button" className="pc-button pc-button--danger" onClick={() => setAsking('suspend')} data-testid="pc-shop-suspend">
            {t('shops.suspend')}
          </button>
        )}
      </div>
      <div className="pc-detail-grid">
        <section className="pc-card pc-section" aria-labelledby="pc-shop-facts">
          <h2 id="pc-shop-facts">{t('shops.facts')}</h2>
          <dl className="pc-fields">
            <Field label={t('shops.merchant')}>{s.merchantName}</Field>
            <Field label={t('shops.owner')}>{s.owner}</Field>
            <Field label={t('shops.kind')}>{t(`shops.kinds.${s.kind === 'takeaway' || s.kind === 'health' ? s.kind : 'mall'}`)}</Field>
            <Field label={t('shops.goods')}>{s.goodsCount}</Field>
            <Field label={t('shops.phone')}>{s.phone || t('shops.none')}</Field>
            <Field label={t('shops.opened')}>
              <time dateTime={s.createdAt}>{formatDateTime(s.createdAt, lang)}</time>
            </Field>
          </dl>
        </section>
        <section className="pc-card pc-section" aria-labelledby="pc-shop-history">
          <h2 id="pc-shop-history">{t('shops.history')}</h2>
          {s.history.length === 0 ? (
            <p className="pc-muted">{t('shops.noHistory')}</p>
          ) : (
            <ol className="pc-shop-history" data-testid="pc-shop-history">
              {s.history.map((h, i) => (
                <li key={i} data-action={h.action}>
                  <strong>{t(`shops.actions.${h.action}`)}</strong>{' '}
                  <span className="pc-muted">
                    {h.operator} · <time dateTime={h.at}>{formatDateTime(h.at, lang)}</time>
                  </span>
                  {h.reason && <p>{h.reason}</p>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {asking && (
        <ShopDialog
          kind={asking}
          shop={s}
          onClose={() => setAsking(undefined)}
          onDone={(now) => {
            setAsking(undefined);
            setNotice({ tone: 'success', text: t(now.status === 'suspended' ? 'shops.doneSuspended' : 'shops.doneReinstated', { name: now.name }) });
          }}
        />
      )}
    </>
  );
}

/** Suspending (asks the reason) or reinstating (a confirmation) the shop; its lists and page refresh after. */
function ShopDialog({ kind, shop, onClose, onDone }: { kind: 'suspend' | 'reinstate'; shop: TPlatformShop; onClose: () => void; onDone: (now: TPlatformShop) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (reason: string) => (kind === 'suspend' ? suspendShop(shop.shopId, reason, lang) : reinstateShop(shop.shopId, lang)),
    onSuccess: async (now) => {
      await queryClient.invalidateQueries({ queryKey: shopsKey });
      onDone(now);
    },
  });

  return (
    <ActionDialog
      title={t(kind === 'suspend' ? 'shops.suspendTitle' : 'shops.reinstateTitle', { name: shop.name })}
      body={t(kind === 'suspend' ? 'shops.suspendBody' : 'shops.reinstateBody', { name: shop.name })}
      reason={kind === 'suspend' ? { label: t('shops.reasonLabel'), needed: t('shops.reasonNeeded'), min: 1, max: REASON_MAX, oneLine: true, testId: 'pc-shop-reason' } : undefined}
      action={mutation}
      confirm={t(kind === 'suspend' ? 'shops.suspendConfirm' : 'shops.reinstateConfirm')}
      danger={kind === 'suspend'}
      texts="shops"
      confirmTestId="pc-shop-confirm"
      onClose={onClose}
    />
  );
}
