import { addressLines, telephoneText } from '@shoreline/domain/place-text';
import { useT } from '~/i18n/useT';
import { formatDeliveryDate } from './delivery-date-text';
import { SelectField } from './select-field';
import { formatPickupTime, type PickupOffer, type PickupPlace } from './pickup';

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
      <PickupPlaceCard place={offer.place} />
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

/** Where a pickup order is collected: the store record's name, address and phone, as the checkout and thank-you page show it. */
export function PickupPlaceCard({ place }: { place: PickupPlace }) {
  const t = useT();
  return (
    <address className="rounded-xl bg-sand-50 p-4 not-italic ring-1 ring-navy-900/10" data-testid="pickup-place">
      <span className="block font-semibold">{t('checkout.pickup.at', { name: place.name })}</span>
      {addressLines(place).join(', ')}
      {place.telephone ? <span className="block">{t('store.phone', { phone: telephoneText(place.telephone) })}</span> : null}
    </address>
  );
}
