import { useState, type FormEvent } from 'react';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useCreateListing, useHouseCategories, useMerchantListings, usePickupPoints, useRedeemPickupCode, useSetPickupStaff } from './use-groupbuy.ts';
import './groupbuy.css';

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/** The console's form for a new group buy of one of the shop's SKUs. */
export function CreateListingForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation('groupbuy');
  const categories = useHouseCategories();
  const create = useCreateListing(shopId);
  const [error, setError] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const num = (k: string) => Number(f.get(k));
    const cutOff = new Date(String(f.get('cutOffAt')));
    if ([num('goodsId'), num('skuId'), num('categoryId'), num('groupPrice'), num('threshold'), num('perShopperLimit')].some((n) => !Number.isInteger(n) || n <= 0) || Number.isNaN(cutOff.getTime())) {
      setError(t('merchant.form.invalid'));
      return;
    }
    setError('');
    const form = e.currentTarget;
    create.mutate(
      {
        shopId,
        goodsId: num('goodsId'),
        skuId: num('skuId'),
        categoryId: num('categoryId'),
        groupPrice: num('groupPrice'),
        pickupDate: String(f.get('pickupDate')),
        cutOffAt: cutOff.toISOString(),
        threshold: num('threshold'),
        perShopperLimit: num('perShopperLimit'),
      },
      {
        onSuccess: () => {
          showToast(t('merchant.form.created'));
          form.reset();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };
  return (
    <form className="mall-card mall-gb-form" onSubmit={submit} aria-labelledby="gb-create-heading" data-testid="groupbuy-create">
      <h2 id="gb-create-heading" className="mall-gb-heading">
        {t('merchant.create')}
      </h2>
      <label>
        {t('merchant.form.goodsId')}
        <input name="goodsId" inputMode="numeric" required />
      </label>
      <label>
        {t('merchant.form.skuId')}
        <input name="skuId" inputMode="numeric" required />
      </label>
      <label>
        {t('merchant.form.category')}
        <select name="categoryId" required>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('merchant.form.groupPrice')}
        <input name="groupPrice" inputMode="numeric" required />
      </label>
      <label>
        {t('merchant.form.pickupDate')}
        <input name="pickupDate" type="date" required />
      </label>
      <label>
        {t('merchant.form.cutOffAt')}
        <input name="cutOffAt" type="datetime-local" required />
      </label>
      <label>
        {t('merchant.form.threshold')}
        <input name="threshold" inputMode="numeric" required />
      </label>
      <label>
        {t('merchant.form.limit')}
        <input name="perShopperLimit" inputMode="numeric" defaultValue="5" required />
      </label>
      {error && (
        <p className="mall-gb-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" shape="rounded" loading={create.isPending}>
        {t('merchant.form.submit')}
      </Button>
    </form>
  );
}

/** The shop's group buys, newest first, with their status and progress. */
export function MerchantListings({ shopId }: { shopId: number }) {
  const { t, i18n } = useTranslation('groupbuy');
  const list = useMerchantListings(shopId);
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <LoadFailed description={list.error.message} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.list);
  if (rows.length === 0) return <EmptyState title={t('merchant.listEmpty')} />;
  return (
    <>
      <ul className="mall-gb-list" data-testid="merchant-groupbuys">
        {rows.map((l) => (
          <li key={l.id} className="mall-card mall-gb-panel">
            <p className="mall-gb-title">{l.title}</p>
            <p className="mall-gb-meta">
              {t(`status.${l.status}`)} · {t('card.joined', { joined: l.joined, threshold: l.threshold })}
            </p>
            <p className="mall-gb-meta">
              {t('card.pickup', { date: l.pickupDate })} · {t('card.cutOff', { time: formatDateTime(l.cutOffAt, i18n.language) })}
            </p>
          </li>
        ))}
      </ul>
      <InfiniteScroll hasMore={list.hasNextPage} loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))} />
    </>
  );
}

/** Handing group-buy orders over: the staff member's pickup point and the code typed (or read from the QR code). */
export function PickupRedeem({ shopId }: { shopId: number }) {
  const { t } = useTranslation('groupbuy');
  const points = usePickupPoints(shopId);
  const redeem = useRedeemPickupCode();
  const [pointId, setPointId] = useState<number | undefined>(undefined);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>(undefined);
  if (points.isPending) return <ListSkeleton rows={2} />;
  if (points.isError) return <LoadFailed description={points.error.message} onRetry={() => void points.refetch()} />;
  const mine = points.data.points.filter((p) => p.mine);
  if (mine.length === 0) return <EmptyState title={t('merchant.notMine')} />;
  const point = pointId ?? mine[0]!.id;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    redeem.mutate(
      { pickupPointId: point, code },
      {
        onSuccess: (r) => {
          setOutcome({ ok: true, text: t('merchant.redeemed', { title: r.title, quantity: r.quantity, orderNo: r.orderNo }) });
          setCode('');
        },
        onError: (err) => setOutcome({ ok: false, text: errorText(err) }),
      },
    );
  };
  return (
    <form className="mall-card mall-gb-form" onSubmit={submit} data-testid="pickup-redeem">
      <label>
        {t('merchant.point')}
        <select value={point} onChange={(e) => setPointId(Number(e.target.value))} data-testid="pickup-point-select">
          {mine.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('merchant.code')}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required
          aria-describedby="gb-code-hint"
          data-testid="pickup-code-input"
        />
      </label>
      <p id="gb-code-hint" className="mall-gb-meta">
        {t('merchant.codeHint')}
      </p>
      <Button type="submit" color="primary" shape="rounded" loading={redeem.isPending} data-testid="pickup-redeem-submit">
        {t('merchant.redeem')}
      </Button>
      <div aria-live="polite">
        {outcome && (
          <p className={outcome.ok ? 'mall-gb-result' : 'mall-gb-error'} data-testid="pickup-outcome">
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}

/** Who works at each pickup point: the shop's members as checkboxes per point (the owner works at all of them). */
export function PickupStaff({ shopId }: { shopId: number }) {
  const { t } = useTranslation('groupbuy');
  const points = usePickupPoints(shopId);
  const save = useSetPickupStaff(shopId);
  if (points.isPending) return <ListSkeleton rows={2} />;
  if (points.isError) return <LoadFailed description={points.error.message} onRetry={() => void points.refetch()} />;
  const staffMembers = points.data.members.filter((m) => m.role === 'staff');
  return (
    <>
      <p className="mall-gb-meta">{t('merchant.ownerNote')}</p>
      {points.data.points.map((p) => (
        <form
          key={p.id}
          className="mall-card mall-gb-form"
          onSubmit={(e) => {
            e.preventDefault();
            const ids = new FormData(e.currentTarget).getAll('staff').map(Number);
            save.mutate({ pickupPointId: p.id, accountIds: ids }, { onSuccess: () => showToast(t('merchant.saved')), onError: (err) => showToast(errorText(err)) });
          }}
        >
          <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
            <legend className="mall-gb-heading">{t('merchant.staffOf', { name: p.name })}</legend>
            <p className="mall-gb-meta">{p.address}</p>
            {staffMembers.map((m) => (
              <label key={m.accountId} style={{ flexDirection: 'row', alignItems: 'center', gap: 8 }}>
                <input type="checkbox" name="staff" value={m.accountId} defaultChecked={p.staff.some((s) => s.accountId === m.accountId)} style={{ minHeight: 24, width: 24 }} />
                {m.name}
              </label>
            ))}
          </fieldset>
          <Button type="submit" shape="rounded" loading={save.isPending}>
            {t('merchant.save')}
          </Button>
        </form>
      ))}
    </>
  );
}
