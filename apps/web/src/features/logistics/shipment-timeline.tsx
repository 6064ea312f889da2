import { useTranslation } from 'react-i18next';
import type { TShipmentEvent } from '@mall/contract/logistics/shipment-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';

/**
 * The parcel's journey as a vertical timeline, newest event first (as the server sends it): the newest one is
 * highlighted, each shows its status in words, what happened, where and when.
 */
export function ShipmentTimeline({ events }: { events: TShipmentEvent[] }) {
  const { t, i18n } = useTranslation('logistics');
  return (
    <section className="mall-card mall-logistics-timeline-card">
      <h2 className="mall-logistics-section-title">{t('timeline.title')}</h2>
      <ol className="mall-logistics-timeline" data-testid="shipment-timeline">
        {events.map((event, i) => (
          <li
            key={`${event.occurredAt}-${i}`}
            className={i === 0 ? 'mall-logistics-event is-latest' : 'mall-logistics-event'}
            data-status={event.status}
          >
            <span className={`mall-logistics-dot mall-logistics-dot--${event.status}`} aria-hidden />
            <p className="mall-logistics-event-status">{t(`status.${event.status}`)}</p>
            <p className="mall-logistics-event-text">{event.description}</p>
            <p className="mall-logistics-event-meta">
              <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, i18n.language)}</time>
              {event.location && <span>{event.location}</span>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
