import type { ShippingMethod } from '@shoreline/sdk/cart/types';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import type { FormatMoney } from '~/lib/money';
import { ChoiceGroup, RadioRow } from './choice-fields';
import { formatDeliveryDate } from './delivery-date-text';

export interface DeliveryDate {
  date: string;
  surcharge: number;
  /** The method's whole price on this date, as the server priced it. */
  amount?: number;
  /** full: the day is booked; paused: a shipping hold (pause_reason says why). Both stay listed, not choosable. */
  status?: 'open' | 'full' | 'paused';
  pause_reason?: string;
}

export const isOpenDate = (option: DeliveryDate) => !option.status || option.status === 'open';

export function methodKey(method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string {
  return `${method.carrier_code}_${method.method_code}`;
}

/** What overnight adds for the address and cart (a remote state's surcharge, dry ice per box), as the server priced it. */
export interface ShippingSurcharge {
  code: string;
  title: string;
  amount: number;
  boxes?: number;
}

export function surchargesOf(method: ShippingMethod | null | undefined): ShippingSurcharge[] {
  const ext = method?.extension_attributes as { surcharges?: ShippingSurcharge[] } | undefined;
  return Array.isArray(ext?.surcharges) ? ext.surcharges : [];
}

export function deliveryDatesOf(method: ShippingMethod | null | undefined): DeliveryDate[] {
  const ext = method?.extension_attributes as { delivery_dates?: DeliveryDate[] } | undefined;
  return Array.isArray(ext?.delivery_dates) ? ext.delivery_dates : [];
}

/** The method's price as the server gave it: on the chosen date when it has one, else as quoted. */
export function methodPrice(method: ShippingMethod, date: string | null): number {
  const onDate = date === null ? undefined : deliveryDatesOf(method).find((option) => option.date === date)?.amount;
  return onDate ?? method.price_incl_tax ?? method.amount ?? 0;
}

const RADIO = 'size-6 shrink-0 accent-navy-900';
const radioRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-navy-900/20 bg-white px-4 py-2 has-checked:border-navy-900 has-checked:ring-2 has-checked:ring-navy-900 has-disabled:bg-sand-100';

interface DeliveryOptionsProps {
  methods: ShippingMethod[];
  selected: string;
  onSelect: (key: string) => void;
  date: string;
  onDate: (date: string) => void;
  money: FormatMoney;
  locale: string;
  /** A pickup's days and times are asked for apart (PickupOptions). */
  hideDates?: boolean;
  /** The date the shopper picked when it can no longer be chosen: `date` is then only offered, until confirmed. */
  movedFrom?: string | null;
  /** The dates' legend: "Delivery date", or for a gift "Arrival date for the recipient". */
  dateLabel?: string;
  /** Methods the server refused for the address, each with its reason (error_message). */
  refused?: ShippingMethod[];
}

/** The shipping methods, then the delivery dates of the chosen one as a labelled radio list (Saturday surcharge shown). */
export function DeliveryOptions({
  methods,
  selected,
  onSelect,
  date,
  onDate,
  money,
  locale,
  hideDates = false,
  movedFrom = null,
  dateLabel,
  refused = [],
}: DeliveryOptionsProps) {
  const t = useT();
  const chosen = methods.find((method) => methodKey(method) === selected) ?? null;
  const dates = hideDates ? [] : deliveryDatesOf(chosen);
  const surcharges = surchargesOf(chosen);
  // Why a method is missing for this address (live crabs to Hawaii): said where the methods are chosen.
  const refusals = refused.length ? (
    <div role="alert" className="flex flex-col gap-1 rounded-xl border-l-4 border-crab-700 bg-white px-4 py-3 ring-1 ring-crab-700/30">
      {refused.map((method) => (
        <p key={methodKey(method)}>
          {t('checkout.shipping.unavailable', {
            method: method.method_title ?? method.method_code,
            reason: String(method.error_message ?? ''),
          })}
        </p>
      ))}
    </div>
  ) : null;
  if (methods.length === 0) return refusals ?? <p role="status">{t('checkout.shipping.loading')}</p>;
  return (
    <div className="flex flex-col gap-5">
      {refusals}
      <ChoiceGroup legend={t('checkout.shipping.method')}>
        {methods.map((method) => {
          const key = methodKey(method);
          // The chosen method's price follows the chosen date (a Saturday costs more), as the totals do.
          const price = methodPrice(method, method === chosen ? date : null);
          return (
            <RadioRow
              key={key}
              name="shippingMethod"
              value={key}
              checked={key === selected}
              onSelect={() => onSelect(key)}
              className={radioRow}
              control={RADIO}
            >
              <span className="flex-1">{method.method_title ?? method.method_code}</span>
              <span className="font-semibold tabular-nums">{price === 0 ? t('checkout.shipping.free') : money(price)}</span>
            </RadioRow>
          );
        })}
        {surcharges.length ? (
          <ul aria-label={t('checkout.shipping.included')} className="flex flex-col gap-1 px-1 text-sm">
            {surcharges.map((surcharge) => (
              <li key={surcharge.code} className="flex justify-between gap-3">
                <span>{surcharge.title}</span>
                <span className="tabular-nums">+{money(surcharge.amount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </ChoiceGroup>
      {dates.length ? (
        <ChoiceGroup legend={dateLabel ?? t('checkout.shipping.date')}>
          {/* The next date may cost more (a Saturday): it is only offered, never taken for the shopper. */}
          <div role="status" className="flex flex-col items-start gap-2 font-medium">
            {movedFrom && date ? (
              <>
                <p>
                  {t('checkout.shipping.dateMoved', {
                    date: formatDeliveryDate(movedFrom, locale),
                    next: formatDeliveryDate(date, locale),
                  })}
                </p>
                <button type="button" className={buttonClass('secondary')} onClick={() => onDate(date)}>
                  {t('checkout.shipping.confirmDate', { next: formatDeliveryDate(date, locale) })}
                </button>
              </>
            ) : null}
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {dates.map((option) => {
              const open = isOpenDate(option);
              // A full or paused date says so where a Saturday says its surcharge.
              const note = !open
                ? t(option.status === 'full' ? 'checkout.shipping.full' : 'checkout.shipping.paused', { reason: option.pause_reason ?? '' })
                : option.surcharge > 0
                  ? t('checkout.shipping.surcharge', { amount: money(option.surcharge) })
                  : '';
              return (
                <RadioRow
                  key={option.date}
                  name="deliveryDate"
                  value={option.date}
                  checked={option.date === date && !movedFrom}
                  disabled={!open}
                  onSelect={() => onDate(option.date)}
                  className={radioRow}
                  control={RADIO}
                >
                  {/* The note goes under the date, so a narrow row never squeezes the radio or breaks the date. */}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span>{formatDeliveryDate(option.date, locale)}</span>
                    {note ? <span className="text-sm font-semibold">{note}</span> : null}
                  </span>
                </RadioRow>
              );
            })}
          </div>
        </ChoiceGroup>
      ) : null}
    </div>
  );
}
