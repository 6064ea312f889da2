import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TPlatformShop } from '@mall/contract/shop/platform-shops';
import { isApiError } from '../shared/transport/api-error.ts';
import { Dialog } from './console-dialog.tsx';
import { describeError, isForbidden, type ErrorText } from './console-helpers.ts';
import { formatDateTime, useConsoleText } from './console-i18n.ts';
import { NoticeRegion, type Notice } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { reinstateShop, shopQuery, shopsKey, suspendShop } from './shop-queries.ts';
import { ShopStatusBadge } from './shops-page.tsx';
import './shops.css';

const REASON_MAX = 200;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pc-field-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One shop (support): its merchant, status and the platform's history with it; suspend it with a reason or reinstate it. */
export function ShopPage() {
  const { lang, t } = useConsoleText();
  const shopId = Number(useParams().id);
  const valid = Number.isInteger(shopId) && shopId > 0 && shopId <= 2_147_483_647;
  const query = useQuery({ ...shopQuery(valid ? shopId : 0, lang), enabled: valid });
  const [asking, setAsking] = useState<'suspend' | 'reinstate'>();
  const [notice, setNotice] = useState<Notice>();
  usePageTitle(query.data ? `${t('shops.shop')} ${query.data.name}` : t('shops.shop'));
  if (isForbidden(query.error)) return <NotOperator />;
  const back = (
    <p className="pc-breadcrumb">
      <Link to="/shops">
        <span aria-hidden="true">‹ </span>
        {t('shops.back')}
      </Link>
    </p>
  );
  if (!valid || (query.isError && isApiError(query.error) && query.error.code === 1004))
    return (
      <div className="pc-page">
        {back}
        <h1 tabIndex={-1}>{t('shops.notFound')}</h1>
      </div>
    );
  if (query.isPending) return <LoadingRows label={t('shops.loading')} card />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  const s = query.data;
  return (
    <div className="pc-page" data-page="platform/shop">
      {back}
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
    </div>
  );
}

/** Suspending (asks the reason) or reinstating (a confirmation) the shop; its lists and page refresh after. */
function ShopDialog({ kind, shop, onClose, onDone }: { kind: 'suspend' | 'reinstate'; shop: TPlatformShop; onClose: () => void; onDone: (now: TPlatformShop) => void }) {
  const { lang, t } = useConsoleText();
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const mutation = useMutation({
    mutationFn: () => (kind === 'suspend' ? suspendShop(shop.shopId, reason.trim(), lang) : reinstateShop(shop.shopId, lang)),
    onSuccess: async (now) => {
      await queryClient.invalidateQueries({ queryKey: shopsKey });
      onDone(now);
    },
  });
  const failure: ErrorText | undefined = mutation.isError ? describeError(mutation.error, t) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'suspend') {
      const length = reason.trim().length;
      if (length < 1 || length > REASON_MAX) {
        setProblem(true);
        document.getElementById(fieldId)?.focus();
        return;
      }
    }
    mutation.mutate();
  }

  return (
    <Dialog
      title={t(kind === 'suspend' ? 'shops.suspendTitle' : 'shops.reinstateTitle', { name: shop.name })}
      onClose={onClose}
      initialFocus={kind === 'reinstate' ? cancelRef : undefined}
      busy={mutation.isPending}
      describedBy={bodyId}
    >
      <form onSubmit={submit} noValidate className="pc-form">
        <p id={bodyId}>{t(kind === 'suspend' ? 'shops.suspendBody' : 'shops.reinstateBody', { name: shop.name })}</p>
        {kind === 'suspend' && (
          <div className="pc-field">
            <label htmlFor={fieldId}>{t('shops.reasonLabel')}</label>
            <input
              id={fieldId}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(event.target.value.trim().length === 0);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-error` : undefined}
              required
              data-testid="pc-shop-reason"
            />
            {problem && (
              <p id={`${fieldId}-error`} className="pc-field-error">
                {t('shops.reasonNeeded')}
              </p>
            )}
          </div>
        )}
        <div role="alert" className={failure ? 'pc-alert pc-alert--error' : undefined}>
          {failure && (
            <>
              <p>{failure.message}</p>
              {failure.code !== undefined && <p className="pc-alert-code">{t('errors.code', { code: failure.code })}</p>}
            </>
          )}
        </div>
        <div className="pc-dialog-actions">
          <button ref={cancelRef} type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('shops.cancel')}
          </button>
          <button
            type="submit"
            className={kind === 'suspend' ? 'pc-button pc-button--danger-solid' : 'pc-button pc-button--primary'}
            disabled={mutation.isPending}
            data-testid="pc-shop-confirm"
          >
            {mutation.isPending ? t('shops.working') : t(kind === 'suspend' ? 'shops.suspendConfirm' : 'shops.reinstateConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
