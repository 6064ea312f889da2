import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TTakeawaySettings } from '@mall/contract/takeaway/takeaway-fields';
import { moneyInputToMinor, normalizeMoneyInput } from '../../shared/format/money-input.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { OpenStateText } from './open-state.tsx';
import { TAKEAWAY_API } from './takeaway-api.ts';
import { takeawayKeys, takeawayQueries } from './takeaway-queries.ts';
import './takeaway.css';

interface Draft {
  radius: string;
  deliveryFee: string;
  minOrder: string;
  packingFee: string;
  deliveryMinutes: string;
  lastOrderMinutes: string;
  holidays: string[];
}

const money = (minor: number) => (minor / 100).toFixed(2);
const draftOf = (s: TTakeawaySettings): Draft => ({
  radius: String(s.deliveryRadiusM),
  deliveryFee: money(s.deliveryFee),
  minOrder: money(s.minOrderAmount),
  packingFee: money(s.packingFee),
  deliveryMinutes: String(s.deliveryMinutes),
  lastOrderMinutes: String(s.lastOrderMinutes),
  holidays: s.holidays,
});
const whole = (v: string) => (/^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : null);

function Field({ id, label, value, onChange, money: isMoney }: { id: string; label: string; value: string; onChange: (v: string) => void; money?: boolean }) {
  return (
    <div className="mall-form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="adm-input-element"
        inputMode={isMoney ? 'decimal' : 'numeric'}
        value={value}
        onChange={(e) => onChange(isMoney ? normalizeMoneyInput(e.target.value) : e.target.value)}
        data-testid={`takeaway-${id}`}
      />
    </div>
  );
}

/**
 * The console's takeaway terms of a shop: radius, fees (in the base currency), smallest order, delivery and last
 * order minutes, and holidays (dates in the shop's time zone). Saved whole; the server checks every value again.
 */
export function TakeawaySettingsForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation('takeaway');
  const settings = useQuery(takeawayQueries.settings(useQueryLang(), shopId));
  if (settings.isPending) return <ListSkeleton rows={5} />;
  if (settings.isError) {
    const notTakeaway = isApiError(settings.error) && settings.error.code === 5116;
    return <LoadFailed description={notTakeaway ? t('console.notTakeaway') : settings.error.message} onRetry={() => void settings.refetch()} />;
  }
  // A fresh draft whenever the stored settings change (after a save, or read again).
  return <SettingsEditor key={settings.dataUpdatedAt} shopId={shopId} settings={settings.data} />;
}

function SettingsEditor({ shopId, settings }: { shopId: number; settings: TTakeawaySettings }) {
  const { t } = useTranslation('takeaway');
  const lang = useQueryLang();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [holiday, setHoliday] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (v: string) => setDraft({ ...draft, [key]: v });

  const save = async () => {
    const values = {
      deliveryRadiusM: whole(draft.radius),
      deliveryFee: moneyInputToMinor(draft.deliveryFee),
      minOrderAmount: moneyInputToMinor(draft.minOrder),
      packingFee: moneyInputToMinor(draft.packingFee),
      deliveryMinutes: whole(draft.deliveryMinutes),
      lastOrderMinutes: whole(draft.lastOrderMinutes),
    };
    if (Object.values(values).some((v) => v === null)) {
      showToast(t('console.invalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = await callApi(TAKEAWAY_API.saveSettings, { shopId, ...(values as Record<keyof typeof values, number>), holidays: draft.holidays }, { autoShowError: false });
      queryClient.setQueryData(takeawayQueries.settings(lang, shopId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: takeawayKeys.console(shopId) });
      showToast(t('console.saved'));
    } catch (error) {
      showToast(isApiError(error) && error.code === 1001 ? t('console.invalid') : error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mall-card mall-takeaway-console-form"
      data-testid="takeaway-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p role="status" data-testid="takeaway-settings-now">
        {t('console.now', { state: '' })}
        <OpenStateText shop={{ status: 'open', open: settings.open }} />
      </p>
      <Field id="radius" label={t('console.radius')} value={draft.radius} onChange={set('radius')} />
      <Field id="deliveryFee" label={t('console.deliveryFee')} value={draft.deliveryFee} onChange={set('deliveryFee')} money />
      <Field id="minOrder" label={t('console.minOrder')} value={draft.minOrder} onChange={set('minOrder')} money />
      <Field id="packingFee" label={t('console.packingFee')} value={draft.packingFee} onChange={set('packingFee')} money />
      <Field id="deliveryMinutes" label={t('console.deliveryMinutes')} value={draft.deliveryMinutes} onChange={set('deliveryMinutes')} />
      <Field id="lastOrderMinutes" label={t('console.lastOrderMinutes')} value={draft.lastOrderMinutes} onChange={set('lastOrderMinutes')} />
      <fieldset className="mall-form-field">
        <legend>{t('console.holidays')}</legend>
        <p>{t('console.timeZone', { zone: settings.timeZone })}</p>
        {draft.holidays.length === 0 ? (
          <p>{t('console.noHolidays')}</p>
        ) : (
          <ul className="mall-takeaway-holidays">
            {draft.holidays.map((d) => (
              <li key={d}>
                <Button size="mini" shape="rounded" onClick={() => setDraft({ ...draft, holidays: draft.holidays.filter((h) => h !== d) })} aria-label={t('console.removeHoliday', { date: d })}>
                  {d} ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor="takeaway-holiday">{t('console.addHoliday')}</label>
        <input id="takeaway-holiday" type="date" value={holiday} onChange={(e) => setHoliday(e.target.value)} />
        <Button
          size="small"
          shape="rounded"
          disabled={!/^\d{4}-\d{2}-\d{2}$/.test(holiday) || draft.holidays.includes(holiday)}
          onClick={() => {
            setDraft({ ...draft, holidays: [...draft.holidays, holiday].sort() });
            setHoliday('');
          }}
        >
          {t('console.addHoliday')}
        </Button>
      </fieldset>
      <Button block type="submit" color="primary" shape="rounded" loading={saving} data-testid="takeaway-save">
        {t('console.save')}
      </Button>
    </form>
  );
}
