import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TActivity, TActivityCoupon } from '@mall/contract/coupon/activity-fields';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useLoginGate, useResumeAfterLogin } from '../../shared/session/use-login-gate.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { COUPON_API } from './coupon-api.ts';
import { couponKeys, couponQueries } from './coupon-queries.ts';
import { ticketDate } from './coupon-dates.ts';
import { CouponTicket } from './coupon-ticket.tsx';

const USER_COUPONS_PATH = '/pages/user/usercoupon';
const CLAIM_INTENT = 'coupon.claimActivityCoupon';

/** What a coupon's button says: claim (again), claimed (their limit held), all gone, or not open yet. */
function claimState(c: TActivityCoupon, loggedIn: boolean): 'claim' | 'claimAgain' | 'claimed' | 'allGone' | 'notOpen' {
  if (c.remaining <= 0) return c.pickedCount > 0 ? 'claimed' : 'allGone';
  if (!loggedIn) return 'claim';
  if (c.canPick) return c.pickedCount > 0 ? 'claimAgain' : 'claim';
  return c.pickedCount > 0 ? 'claimed' : 'notOpen';
}

/** Claims an activity's coupon; claimed or refused, the activities and the shopper's coupons are fetched again. */
function useClaimActivityCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { activityId: number; couponId: number }) => callApi(COUPON_API.pickActivityCoupon, v),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.activities });
      void queryClient.invalidateQueries({ queryKey: couponKeys.platform });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCoupons });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}

function ActivityBlock({ activity, onClaim, claiming }: { activity: TActivity; onClaim: (couponId: number) => void; claiming: number | undefined }) {
  const { t, i18n } = useTranslation('coupon');
  const { token } = useSession();
  const headingId = `activity-${activity.id}-title`;
  return (
    <section className="mall-activity-section" data-testid="activity-coupons" data-activity-id={activity.id} aria-labelledby={headingId}>
      <div className="mall-activity-head">
        <h2 className="mall-activity-title" id={headingId}>
          {activity.title}
        </h2>
        {token && <Link to={USER_COUPONS_PATH}>{t('strip.mine')} ›</Link>}
      </div>
      <p className="mall-activity-note">
        {activity.description} · {t('activity.until', { date: ticketDate(activity.endsAt, i18n.language) })}
      </p>
      <ul className="mall-activity-coupons">
        {activity.coupons.map((c) => {
          const state = claimState(c, token !== undefined);
          const open = state === 'claim' || state === 'claimAgain';
          return (
            <li key={c.couponId} data-testid="activity-coupon" data-coupon-id={c.couponId} data-claim-state={state}>
              <CouponTicket
                terms={c}
                shop={null}
                validity={t('ticket.validDays', { count: c.validDays })}
                note={c.pickedCount > 0 ? t('ticket.pickedCount', { count: c.pickedCount }) : c.remaining > 0 && c.remaining <= 20 ? t('ticket.left', { count: c.remaining }) : undefined}
                action={{ label: t(`activity.${state}`), onClick: () => onClaim(c.couponId), disabled: !open, loading: claiming === c.couponId, fill: state === 'claim' ? 'solid' : 'outline' }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Claims an activity's score points; claimed or refused, the activities and the points are fetched again. */
function useClaimActivityPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => callApi(COUPON_API.pickActivityPoints, { activityId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.activities });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}

/** An activity giving score points: how many, and a claim button (claimed once the shopper's limit is reached). */
function ActivityPointsBlock({ activity, onClaim, claiming }: { activity: TActivity; onClaim: () => void; claiming: boolean }) {
  const { t, i18n } = useTranslation('coupon');
  const { token } = useSession();
  const p = activity.points!;
  const headingId = `activity-${activity.id}-title`;
  const state = !token ? 'claim' : p.canPick ? 'claim' : p.pickedCount > 0 ? 'claimed' : p.remaining === 0 ? 'allGone' : 'notOpen';
  return (
    <section className="mall-activity-section" data-testid="activity-points" data-activity-id={activity.id} data-claim-state={state} aria-labelledby={headingId}>
      <div className="mall-activity-head">
        <h2 className="mall-activity-title" id={headingId}>
          {activity.title}
        </h2>
      </div>
      <p className="mall-activity-note">
        {activity.description} · {t('activity.until', { date: ticketDate(activity.endsAt, i18n.language) })}
      </p>
      <div className="mall-activity-points">
        <strong>{t('activity.points', { count: p.points })}</strong>
        <Button size="small" color="primary" fill={state === 'claim' ? 'solid' : 'outline'} disabled={state !== 'claim'} loading={claiming} onClick={onClaim}>
          {t(`activity.${state}`)}
        </Button>
      </div>
    </section>
  );
}

/**
 * The activity page's coupon centre: every live activity with its coupons, each with its claim button (claim,
 * claimed, all gone). A visitor's claim goes through the login and is made on their return. Nothing shows while
 * loading or when no activity is live; a failed load leaves the rest of the page as it is.
 */
export function ActivityCouponCentre() {
  const { t } = useTranslation('coupon');
  const { token } = useSession();
  const lang = useQueryLang();
  const loginGate = useLoginGate();
  const activities = useQuery(couponQueries.activities(lang, token));
  const claim = useClaimActivityCoupon();
  const claimPoints = useClaimActivityPoints();
  const list = activities.data ?? [];
  const doClaim = (v: { activityId: number; couponId: number }) => claim.mutate(v, { onSuccess: () => showToast(t('activity.claimedToast')) });
  useResumeAfterLogin(
    CLAIM_INTENT,
    (v: unknown) => {
      const want = v as { activityId: number; couponId: number };
      if (list.some((a) => a.id === want.activityId)) doClaim(want);
    },
    list.length > 0,
  );
  if (list.length === 0) return null;
  const claimingId = claim.isPending ? claim.variables.couponId : undefined;
  return (
    <>
      {token &&
        list
          .filter((a) => a.points && a.coupons.length === 0)
          .map((a) => (
            <ActivityPointsBlock
              key={`points-${a.id}`}
              activity={a}
              claiming={claimPoints.isPending && claimPoints.variables === a.id}
              onClaim={() => claimPoints.mutate(a.id, { onSuccess: (r) => showToast(t('activity.pointsToast', { count: r.points })) })}
            />
          ))}
      {list
        .filter((a) => a.coupons.length > 0)
        .map((a) => (
          <ActivityBlock
            key={a.id}
            activity={a}
            claiming={claimingId}
            onClaim={(couponId) => {
              const v = { activityId: a.id, couponId };
              if (!loginGate({ action: CLAIM_INTENT, data: v })) return;
              doClaim(v);
            }}
          />
        ))}
    </>
  );
}
