import { useT } from '~/i18n/useT';
import { expectedDayOf, parcelStatusKey, type TrackedShipment } from './parcel-status';

/**
 * Where the parcel is (thank-you and account pages): its latest status in words, the expected delivery day and the
 * carrier's tracking page. Nothing for a shipment without tracking. `formatDay` writes a YYYY-MM-DD day in the page's language.
 */
export function ParcelStatus({ shipment, formatDay }: { shipment: TrackedShipment; formatDay: (day: string) => string }) {
  const t = useT();
  const statusKey = parcelStatusKey(shipment);
  if (!statusKey) return null;
  const expected = expectedDayOf(shipment);
  return (
    <div className="mt-2 flex flex-col gap-1" data-testid="parcel-status">
      <p>
        <span className="font-semibold">{t('order.parcel.title')}:</span> <span data-testid="parcel-status-text">{t(statusKey)}</span>
      </p>
      {expected ? <p>{t('order.parcel.expected', { date: formatDay(expected) })}</p> : null}
      {shipment.tracking_url ? (
        <a
          href={shipment.tracking_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('order.parcel.track', { carrier: shipment.carrier, number: shipment.track_number })}
        </a>
      ) : null}
    </div>
  );
}
