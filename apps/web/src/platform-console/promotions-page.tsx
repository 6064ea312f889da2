import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MERCHANT_COUPON_TABS, type MerchantCouponTab } from '@mall/contract/coupon/merchant-coupon-fields';
import type { TPlatformActivity, TPlatformCoupon, TSavePlatformActivityRequest, TSavePlatformCouponRequest } from '@mall/contract/coupon/platform-coupons';
import type { Localized } from '@mall/contract/platform/languages';
import { Dialog } from './console-dialog.tsx';
import { isForbidden } from './console-helpers.ts';
import { formatDateTime, moneyText, useConsoleText } from './console-i18n.ts';
import { NoticeRegion } from './console-notice.tsx';
import { LoadFailure, NotOperator, usePageTitle } from './console-shell.tsx';
import { emptyLocalized, isoOfLocalInput, localInputOf, minorUnitsOf, textIn } from './content-helpers.ts';
import { activitiesKey, activitiesQuery, couponsKey, platformCouponsQuery, saveActivityCall, savePlatformCouponCall, stopActivityCall, stopPlatformCouponCall } from './content-queries.ts';
import { ConfirmDialog, FormFailure, LocalizedFields } from './content-ui.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { TableScroll } from './table-scroll.tsx';
import './content.css';

const PANEL_ID = 'pc-coupons-panel';
const tabId = (tab: MerchantCouponTab) => `pc-coupon-tab-${tab}`;

/**
 * The platform's own coupons (usable in every shop, what they take off is the platform's) by tab, and its activities
 * (the coupon centre's campaigns) newest first; create either, stop either after a confirmation (finance and admins).
 */
export function PromotionsPage() {
  const { lang, t } = useConsoleText();
  const [tab, setTab] = useState<MerchantCouponTab>('active');
  const coupons = useInfiniteQuery(platformCouponsQuery(tab, lang));
  const activities = useInfiniteQuery(activitiesQuery(lang));
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState<'coupon' | 'activity'>();
  const [stoppingCoupon, setStoppingCoupon] = useState<TPlatformCoupon>();
  const [stoppingActivity, setStoppingActivity] = useState<TPlatformActivity>();
  const [notice, setNotice] = useState<string>();
  usePageTitle(t('content.promotions.title'));

  if (isForbidden(coupons.error) || isForbidden(activities.error)) return <NotOperator />;
  const couponRows = coupons.data?.pages.flatMap((p) => p.list) ?? [];
  const activityRows = activities.data?.pages.flatMap((p) => p.list) ?? [];

  const terms = (c: TPlatformCoupon) =>
    c.kind === 'amount_off'
      ? t('content.promotions.amountTerms', { off: moneyText(c.amountOff ?? 0, lang), threshold: moneyText(c.thresholdAmount, lang) })
      : t('content.promotions.percentTerms', { percent: c.percentOff ?? 0, cap: moneyText(c.maxOff ?? 0, lang), threshold: moneyText(c.thresholdAmount, lang) });

  return (
    <div className="pc-page" data-page="platform/promotions">
      <div className="pc-page-head">
        <h1 tabIndex={-1}>{t('content.promotions.title')}</h1>
      </div>
      <NoticeRegion notice={notice} />
      <section className="pc-card pc-panel" aria-labelledby="pc-coupons-heading">
        <div className="pc-content-toolbar">
          <h2 id="pc-coupons-heading">{t('content.promotions.coupons')}</h2>
          <button type="button" className="pc-button pc-button--primary" onClick={() => setCreating('coupon')} data-testid="pc-coupon-new">
            {t('content.promotions.newCoupon')}
          </button>
        </div>
        <p className="pc-muted pc-panel-hint">{t('content.promotions.couponsHint')}</p>
        <StatusTabs statuses={MERCHANT_COUPON_TABS} value={tab} label={t('content.promotions.tabs')} labelOf={(s) => t(`content.promotions.tab.${s}`)} idOf={tabId} panelId={PANEL_ID} onSelect={setTab} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
          {coupons.isPending ? (
            <LoadingRows label={t('content.loading')} />
          ) : coupons.isError && couponRows.length === 0 ? (
            <LoadFailure error={coupons.error} onRetry={() => void coupons.refetch()} />
          ) : couponRows.length === 0 ? (
            <div className="pc-empty">
              <p className="pc-empty-title">{t('content.promotions.noCoupons')}</p>
            </div>
          ) : (
            <TableScroll label={t('content.promotions.coupons')}>
              <table className="pc-table" data-testid="pc-coupon-list">
                <caption className="pc-visually-hidden">{t('content.promotions.coupons')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('content.promotions.couponTitle')}</th>
                    <th scope="col">{t('content.promotions.terms')}</th>
                    <th scope="col">{t('content.promotions.claimed')}</th>
                    <th scope="col">{t('content.promotions.window')}</th>
                    <th scope="col">{t('content.promotions.status')}</th>
                    <th scope="col">{t('content.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {couponRows.map((c) => (
                    <tr key={c.couponId} data-coupon-id={c.couponId}>
                      <th scope="row">{textIn(c.title, lang)}</th>
                      <td>{terms(c)}</td>
                      <td className="pc-num">{t('content.promotions.claimedCount', { issued: c.issuedCount, total: c.totalQuantity, used: c.usedCount })}</td>
                      <td>
                        <time dateTime={c.pickStartsAt}>{formatDateTime(c.pickStartsAt, lang)}</time> – <time dateTime={c.pickEndsAt}>{formatDateTime(c.pickEndsAt, lang)}</time>
                      </td>
                      <td>
                        <span className="pc-badge">{t(c.status === 'stopped' ? 'content.promotions.stopped' : `content.promotions.tab.${c.tab}`)}</span>
                      </td>
                      <td>
                        {c.status === 'active' && c.tab !== 'ended' && (
                          <button type="button" className="pc-button pc-button--danger" onClick={() => setStoppingCoupon(c)} aria-label={t('content.promotions.stopNamed', { name: textIn(c.title, lang) })}>
                            {t('content.promotions.stop')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {coupons.hasNextPage && (
            <button type="button" className="pc-button" onClick={() => void coupons.fetchNextPage()} disabled={coupons.isFetchingNextPage}>
              {t('content.loadMore')}
            </button>
          )}
        </div>
      </section>
      <section className="pc-card pc-panel" aria-labelledby="pc-activities-heading">
        <div className="pc-content-toolbar">
          <h2 id="pc-activities-heading">{t('content.promotions.activities')}</h2>
          <button type="button" className="pc-button pc-button--primary" onClick={() => setCreating('activity')}>
            {t('content.promotions.newActivity')}
          </button>
        </div>
        {activities.isPending ? (
          <LoadingRows label={t('content.loading')} />
        ) : activities.isError && activityRows.length === 0 ? (
          <LoadFailure error={activities.error} onRetry={() => void activities.refetch()} />
        ) : activityRows.length === 0 ? (
          <div className="pc-empty">
            <p className="pc-empty-title">{t('content.promotions.noActivities')}</p>
          </div>
        ) : (
          <TableScroll label={t('content.promotions.activities')}>
            <table className="pc-table">
              <caption className="pc-visually-hidden">{t('content.promotions.activities')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('content.promotions.activityTitle')}</th>
                  <th scope="col">{t('content.promotions.coupons')}</th>
                  <th scope="col">{t('content.promotions.window')}</th>
                  <th scope="col">{t('content.promotions.status')}</th>
                  <th scope="col">{t('content.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {activityRows.map((a) => (
                  <tr key={a.activityId}>
                    <th scope="row">{textIn(a.title, lang)}</th>
                    <td>{a.coupons.map((c) => textIn(c.title, lang)).join(', ')}</td>
                    <td>
                      <time dateTime={a.startsAt}>{formatDateTime(a.startsAt, lang)}</time> – <time dateTime={a.endsAt}>{formatDateTime(a.endsAt, lang)}</time>
                    </td>
                    <td>
                      <span className="pc-badge">{t(a.status === 'stopped' ? 'content.promotions.stopped' : `content.promotions.tab.${a.tab}`)}</span>
                    </td>
                    <td>
                      {a.tab !== 'ended' && (
                        <button type="button" className="pc-button pc-button--danger" onClick={() => setStoppingActivity(a)} aria-label={t('content.promotions.stopNamed', { name: textIn(a.title, lang) })}>
                          {t('content.promotions.stop')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {activities.hasNextPage && (
          <button type="button" className="pc-button" onClick={() => void activities.fetchNextPage()} disabled={activities.isFetchingNextPage}>
            {t('content.loadMore')}
          </button>
        )}
      </section>
      {creating === 'coupon' && (
        <CouponForm
          onClose={() => setCreating(undefined)}
          onDone={async (c) => {
            setCreating(undefined);
            await queryClient.invalidateQueries({ queryKey: couponsKey });
            setNotice(t('content.promotions.couponSaved', { name: textIn(c.title, lang) }));
          }}
        />
      )}
      {creating === 'activity' && (
        <ActivityForm
          onClose={() => setCreating(undefined)}
          onDone={async (a) => {
            setCreating(undefined);
            await queryClient.invalidateQueries({ queryKey: activitiesKey });
            setNotice(t('content.promotions.activitySaved', { name: textIn(a.title, lang) }));
          }}
        />
      )}
      {stoppingCoupon && (
        <ConfirmDialog
          title={t('content.promotions.stopCouponTitle')}
          body={t('content.promotions.stopCouponBody', { name: textIn(stoppingCoupon.title, lang), issued: stoppingCoupon.issuedCount })}
          confirm={t('content.promotions.stop')}
          run={() => stopPlatformCouponCall(stoppingCoupon.couponId, lang)}
          onClose={() => setStoppingCoupon(undefined)}
          onDone={async () => {
            const name = textIn(stoppingCoupon.title, lang);
            setStoppingCoupon(undefined);
            await queryClient.invalidateQueries({ queryKey: couponsKey });
            setNotice(t('content.promotions.stoppedDone', { name }));
          }}
        />
      )}
      {stoppingActivity && (
        <ConfirmDialog
          title={t('content.promotions.stopActivityTitle')}
          body={t('content.promotions.stopActivityBody', { name: textIn(stoppingActivity.title, lang) })}
          confirm={t('content.promotions.stop')}
          run={() => stopActivityCall(stoppingActivity.activityId, lang)}
          onClose={() => setStoppingActivity(undefined)}
          onDone={async () => {
            const name = textIn(stoppingActivity.title, lang);
            setStoppingActivity(undefined);
            await queryClient.invalidateQueries({ queryKey: activitiesKey });
            setNotice(t('content.promotions.stoppedDone', { name }));
          }}
        />
      )}
    </div>
  );
}

const DAY_MS = 86_400_000;

/** A new platform coupon: money typed in major units and sent as minor units; the server checks every rule again. */
function CouponForm({ onClose, onDone }: { onClose: () => void; onDone: (c: TPlatformCoupon) => void | Promise<void> }) {
  const { lang, t } = useConsoleText();
  const [title, setTitle] = useState<Localized>(emptyLocalized());
  const [kind, setKind] = useState<'amount_off' | 'percent_off'>('amount_off');
  const [amountOff, setAmountOff] = useState('');
  const [percentOff, setPercentOff] = useState('');
  const [maxOff, setMaxOff] = useState('');
  const [threshold, setThreshold] = useState('');
  const [total, setTotal] = useState('100');
  const [perUser, setPerUser] = useState('1');
  const [starts, setStarts] = useState(() => localInputOf(new Date()));
  const [ends, setEnds] = useState(() => localInputOf(new Date(Date.now() + 7 * DAY_MS)));
  const [validDays, setValidDays] = useState('7');
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({ mutationFn: (body: TSavePlatformCouponRequest) => savePlatformCouponCall(body, lang), onSuccess: onDone });
  const int = (v: string, min: number, max: number) => (/^\d{1,7}$/.test(v.trim()) && Number(v) >= min && Number(v) <= max ? Number(v) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fail = (key: Parameters<typeof t>[0]) => setProblem(t(key));
    if (![title.en, title.zh, title.ja].some((v) => v.trim() !== '')) return fail('content.nameNeeded');
    const thresholdMinor = minorUnitsOf(threshold === '' ? '0' : threshold);
    if (thresholdMinor === undefined) return fail('content.promotions.moneyInvalid');
    let off: number | null = null;
    let percent: number | null = null;
    let cap: number | null = null;
    if (kind === 'amount_off') {
      off = minorUnitsOf(amountOff) ?? null;
      if (!off) return fail('content.promotions.moneyInvalid');
      if (off > thresholdMinor) return fail('content.promotions.thresholdBelow');
    } else {
      percent = int(percentOff, 1, 99) ?? null;
      cap = minorUnitsOf(maxOff) ?? null;
      if (percent === null) return fail('content.promotions.percentInvalid');
      if (!cap) return fail('content.promotions.moneyInvalid');
    }
    const totalQuantity = int(total, 1, 1_000_000);
    const perUserLimit = int(perUser, 1, 100);
    const days = int(validDays, 1, 365);
    if (totalQuantity === undefined || perUserLimit === undefined || days === undefined || perUserLimit > totalQuantity) return fail('content.promotions.limitsInvalid');
    const pickStartsAt = isoOfLocalInput(starts);
    const pickEndsAt = isoOfLocalInput(ends);
    if (!pickStartsAt || !pickEndsAt || pickEndsAt <= pickStartsAt) return fail('content.promotions.windowInvalid');
    setProblem(undefined);
    mutation.mutate({ title, kind, amountOff: off, percentOff: percent, maxOff: cap, thresholdAmount: thresholdMinor, totalQuantity, perUserLimit, pickStartsAt, pickEndsAt, validDays: days });
  }

  return (
    <Dialog title={t('content.promotions.newCoupon')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form className="pc-form" onSubmit={submit} noValidate>
        <LocalizedFields legend={t('content.promotions.couponTitle')} value={title} onChange={setTitle} max={40} testId="pc-coupon-title" />
        <div className="pc-content-grid">
          <div className="pc-field">
            <label htmlFor="pc-coupon-kind">{t('content.promotions.kind')}</label>
            <select id="pc-coupon-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              <option value="amount_off">{t('content.promotions.kindAmount')}</option>
              <option value="percent_off">{t('content.promotions.kindPercent')}</option>
            </select>
          </div>
          {kind === 'amount_off' ? (
            <MoneyField id="pc-coupon-off" label={t('content.promotions.amountOff')} value={amountOff} onChange={setAmountOff} />
          ) : (
            <>
              <div className="pc-field">
                <label htmlFor="pc-coupon-percent">{t('content.promotions.percentOff')}</label>
                <input id="pc-coupon-percent" inputMode="numeric" value={percentOff} onChange={(e) => setPercentOff(e.target.value)} maxLength={2} />
              </div>
              <MoneyField id="pc-coupon-cap" label={t('content.promotions.maxOff')} value={maxOff} onChange={setMaxOff} />
            </>
          )}
          <MoneyField id="pc-coupon-threshold" label={t('content.promotions.threshold')} value={threshold} onChange={setThreshold} />
          <NumberField id="pc-coupon-total" label={t('content.promotions.total')} value={total} onChange={setTotal} />
          <NumberField id="pc-coupon-per-user" label={t('content.promotions.perUser')} value={perUser} onChange={setPerUser} />
          <NumberField id="pc-coupon-days" label={t('content.promotions.validDays')} value={validDays} onChange={setValidDays} />
          <div className="pc-field">
            <label htmlFor="pc-coupon-starts">{t('content.promotions.starts')}</label>
            <input id="pc-coupon-starts" type="datetime-local" value={starts} onChange={(e) => setStarts(e.target.value)} />
          </div>
          <div className="pc-field">
            <label htmlFor="pc-coupon-ends">{t('content.promotions.ends')}</label>
            <input id="pc-coupon-ends" type="datetime-local" value={ends} onChange={(e) => setEnds(e.target.value)} />
          </div>
        </div>
        <p className="pc-muted">{t('content.promotions.whoPays')}</p>
        {problem && <p className="pc-field-error" role="alert">{problem}</p>}
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending} data-testid="pc-coupon-save">
            {mutation.isPending ? t('content.working') : t('content.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function MoneyField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const { lang, t } = useConsoleText();
  const minor = minorUnitsOf(value);
  return (
    <div className="pc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} maxLength={10} aria-describedby={`${id}-shown`} data-testid={id} />
      <p id={`${id}-shown`} className="pc-field-meta">
        {minor === undefined ? t('content.promotions.moneyHint') : t('content.promotions.moneyShown', { amount: moneyText(minor, lang) })}
      </p>
    </div>
  );
}

function NumberField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="pc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} maxLength={7} data-testid={id} />
    </div>
  );
}

/** A new activity offering some of the platform's running coupons. */
function ActivityForm({ onClose, onDone }: { onClose: () => void; onDone: (a: TPlatformActivity) => void | Promise<void> }) {
  const { lang, t } = useConsoleText();
  const running = useInfiniteQuery(platformCouponsQuery('active', lang));
  const upcoming = useInfiniteQuery(platformCouponsQuery('upcoming', lang));
  const choices = [...(running.data?.pages.flatMap((p) => p.list) ?? []), ...(upcoming.data?.pages.flatMap((p) => p.list) ?? [])].filter((c) => c.status === 'active');
  const [title, setTitle] = useState<Localized>(emptyLocalized());
  const [description, setDescription] = useState<Localized>(emptyLocalized());
  const [starts, setStarts] = useState(() => localInputOf(new Date()));
  const [ends, setEnds] = useState(() => localInputOf(new Date(Date.now() + 7 * DAY_MS)));
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({ mutationFn: (body: TSavePlatformActivityRequest) => saveActivityCall(body, lang), onSuccess: onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (![title.en, title.zh, title.ja].some((v) => v.trim() !== '')) return setProblem(t('content.nameNeeded'));
    const startsAt = isoOfLocalInput(starts);
    const endsAt = isoOfLocalInput(ends);
    if (!startsAt || !endsAt || endsAt <= startsAt) return setProblem(t('content.promotions.windowInvalid'));
    if (chosen.length === 0 || chosen.length > 20) return setProblem(t('content.promotions.chooseCoupons'));
    setProblem(undefined);
    mutation.mutate({ title, description, startsAt, endsAt, position: 0, couponIds: chosen });
  }

  return (
    <Dialog title={t('content.promotions.newActivity')} onClose={onClose} busy={mutation.isPending} size="wide">
      <form className="pc-form" onSubmit={submit} noValidate>
        <LocalizedFields legend={t('content.promotions.activityTitle')} value={title} onChange={setTitle} max={40} />
        <LocalizedFields legend={t('content.promotions.description')} value={description} onChange={setDescription} max={200} />
        <div className="pc-content-grid">
          <div className="pc-field">
            <label htmlFor="pc-activity-starts">{t('content.promotions.starts')}</label>
            <input id="pc-activity-starts" type="datetime-local" value={starts} onChange={(e) => setStarts(e.target.value)} />
          </div>
          <div className="pc-field">
            <label htmlFor="pc-activity-ends">{t('content.promotions.ends')}</label>
            <input id="pc-activity-ends" type="datetime-local" value={ends} onChange={(e) => setEnds(e.target.value)} />
          </div>
        </div>
        <fieldset className="pc-content-checks">
          <legend>{t('content.promotions.offered')}</legend>
          {running.isPending || upcoming.isPending ? (
            <LoadingRows label={t('content.loading')} rows={2} />
          ) : choices.length === 0 ? (
            <p className="pc-muted">{t('content.promotions.noRunningCoupons')}</p>
          ) : (
            choices.map((c) => (
              <label key={c.couponId}>
                <input
                  type="checkbox"
                  checked={chosen.includes(c.couponId)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, c.couponId] : chosen.filter((id) => id !== c.couponId))}
                />{' '}
                {textIn(c.title, lang)}
              </label>
            ))
          )}
        </fieldset>
        {problem && <p className="pc-field-error" role="alert">{problem}</p>}
        <FormFailure error={mutation.error} />
        <div className="pc-dialog-actions">
          <button type="button" className="pc-button" onClick={onClose} disabled={mutation.isPending}>
            {t('content.cancel')}
          </button>
          <button type="submit" className="pc-button pc-button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('content.working') : t('content.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
