import { useT } from '~/i18n/useT';
import { formatDeliveryDate } from './DeliveryOptions';
import { SelectField } from './fields';
import { formatPickupTime, type PickupOffer } from './pickup';

interface PickupOptionsProps {
  offer: PickupOffer;
  date: string;
  onDate: (date: string) => void;
  time: string;
  onTime: (time: string) => void;
  locale: string;
}

/** Where the order is collected, and the day and time slot to collect it (slots come from the store's opening hours). */
export function PickupOptions({ offer, date, onDate, time, onTime, locale }: PickupOptionsProps) {
  const t = useT();
  const times = offer.slots.find((slot) => slot.date === date)?.times ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PickupPlaceCard offer={offer} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="pickup.date" label={t('checkout.pickup.date')} value={date} onChange={onDate}>
          {offer.slots.map((slot) => (
            <option key={slot.date} value={slot.date}>
              {formatDeliveryDate(slot.date, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField name="pickup.time" label={t('checkout.pickup.time')} value={time} onChange={onTime}>
          {times.map((slot) => (
            <option key={slot} value={slot}>
              {formatPickupTime(slot, locale)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

export function PickupPlaceCard({ offer }: { offer: PickupOffer }) {
  const t = useT();
  const { place } = offer;
  return (
    <address className="rounded-xl bg-sand-50 p-4 not-italic ring-1 ring-navy-900/10">
      <span className="block font-semibold">{t('checkout.pickup.at', { name: place.name })}</span>
      {place.street.join(', ')}, {place.city}, {place.region_code} {place.postcode}
    </address>
  );
}
