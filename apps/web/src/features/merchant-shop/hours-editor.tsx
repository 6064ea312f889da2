import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TBusinessTimes } from '@mall/contract/shop/shop-fields';
import { MAX_SPANS_PER_DAY } from '@mall/contract/shop/business-time-rules';
import { fieldProblemsOf } from '../../shared/transport/field-problems.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { draftOfHours, minutesOf, newSpanKey, requestOfWeek, spanKeyOfField, type DayDraft, type SpanErrorKey } from './hours-draft.ts';
import { useSaveHours } from './use-merchant-shop.ts';

/** Monday … Sunday in the shown language (1 January 2024 was a Monday). */
function weekdayName(weekday: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/**
 * The week's opening hours: each weekday with its periods (opening and closing time, a closing time before the
 * opening one meaning the next day), a period added or removed per day, and one save for the whole week. Mistakes
 * are found as the server finds them and shown beside their period.
 */
export function HoursEditor({ shopId, hours }: { shopId: number; hours: TBusinessTimes }) {
  const { t, i18n } = useTranslation('merchant-shop');
  const [days, setDays] = useState<DayDraft[]>(() => draftOfHours(hours));
  const [errors, setErrors] = useState<Record<string, SpanErrorKey | 'invalid'>>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveHours(shopId);

  const change = (weekday: number, update: (d: DayDraft) => DayDraft) => {
    setDays((all) => all.map((d) => (d.weekday === weekday ? update(d) : d)));
    setErrors({});
  };

  const submit = () => {
    const { days: sent, errors: found } = requestOfWeek(days);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    save.mutate(sent, {
      onSuccess: () => showToast(t('hours.saved')),
      onError: (error) => {
        const placed = Object.keys(fieldProblemsOf(error)).flatMap((f) => spanKeyOfField(f, sent) ?? []);
        if (placed.length > 0) setErrors(Object.fromEntries(placed.map((k) => [k, 'invalid' as const])));
        else setFailure(t('errors.saveFailed', { message: error.message }));
      },
    });
  };

  return (
    <form
      className="mall-card mall-mshop-section"
      aria-labelledby="mshop-hours-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="mall-mshop-title" id="mshop-hours-title">
        {t('hours.title')}
      </h2>
      <p className="mall-mshop-note">{t('hours.note', { zone: hours.timeZone })}</p>
      {days.map((day) => {
        const name = weekdayName(day.weekday, i18n.language);
        return (
          <fieldset key={day.weekday} className="mall-mshop-day" data-weekday={day.weekday}>
            <legend className="mall-mshop-day-name">{name}</legend>
            {day.spans.length === 0 && <p className="mall-mshop-day-closed">{t('hours.closedDay')}</p>}
            {day.spans.map((span, i) => {
              const error = errors[`${day.weekday}.${i}`];
              const opens = minutesOf(span.opens);
              const closes = minutesOf(span.closes);
              const nextDay = opens !== null && closes !== null && closes <= opens;
              const where = t('hours.spanLabel', { day: name, number: i + 1 });
              const errorId = `mshop-span-${day.weekday}-${i}-error`;
              return (
                <div key={span.key} className="mall-mshop-span" data-invalid={error ? 'true' : undefined} data-testid={`span-${day.weekday}-${i}`}>
                  <label className="mall-mshop-time">
                    <span className="mall-mshop-time-label">
                      {t('hours.opens')}
                      <span className="mall-visually-hidden">, {where}</span>
                    </span>
                    <input
                      type="time"
                      value={span.opens}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => change(day.weekday, (d) => ({ ...d, spans: d.spans.map((s) => (s.key === span.key ? { ...s, opens: e.target.value } : s)) }))}
                    />
                  </label>
                  <label className="mall-mshop-time">
                    <span className="mall-mshop-time-label">
                      {t('hours.closes')}
                      {nextDay && <span className="mall-mshop-next-day"> ({t('hours.nextDay')})</span>}
                      <span className="mall-visually-hidden">, {where}</span>
                    </span>
                    <input
                      type="time"
                      value={span.closes}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => change(day.weekday, (d) => ({ ...d, spans: d.spans.map((s) => (s.key === span.key ? { ...s, closes: e.target.value } : s)) }))}
                    />
                  </label>
                  <button
                    type="button"
                    className="mall-mshop-link-button"
                    onClick={() => change(day.weekday, (d) => ({ ...d, spans: d.spans.filter((s) => s.key !== span.key) }))}
                  >
                    {t('hours.remove')}
                    <span className="mall-visually-hidden"> {where}</span>
                  </button>
                  {error && (
                    <p className="mall-field-error mall-mshop-span-error" id={errorId} role="alert">
                      {t(`errors.${error}`)}
                    </p>
                  )}
                </div>
              );
            })}
            {day.spans.length < MAX_SPANS_PER_DAY && (
              <button
                type="button"
                className="mall-mshop-link-button mall-mshop-add"
                data-testid={`add-span-${day.weekday}`}
                onClick={() => change(day.weekday, (d) => ({ ...d, spans: [...d.spans, { key: newSpanKey(), opens: '09:00', closes: '18:00' }] }))}
              >
                + {t('hours.add')}
                <span className="mall-visually-hidden"> ({name})</span>
              </button>
            )}
          </fieldset>
        );
      })}
      {failure && (
        <p className="mall-field-error mall-mshop-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="mall-mshop-actions">
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="save-hours">
          {t('hours.save')}
        </Button>
      </div>
    </form>
  );
}
