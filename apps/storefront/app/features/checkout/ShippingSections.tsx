import { Suspense } from 'react';
import type { CartState } from '@shoreline/sdk';
import type { SessionUser } from '~/features/session';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { AddressFields } from './AddressFields';
import { withGiftChoice, type CheckoutForm, type UpdateForm } from './checkout-state';
import { DeliveryOptions, methodKey } from './DeliveryOptions';
import { ExtraFees } from './ExtraFees';
import { CheckField, fieldId, Section } from './fields';
import { TextField } from '~/ui/TextField';
import type { PickupOffer } from './pickup';
import type { CheckoutSectionProps } from './section-props';
import { SavedAddresses } from './PersonalSection';
import type { FieldErrors } from './validation';
import { lazyNamed } from '~/lib/lazy-named';

/** The gift's own fields (message, notice, recipient's e-mail): their code loads once "This is a gift" is ticked. */
const GiftFields = lazyNamed(() => import('./GiftFields'), 'GiftFields');
// Only a store with a pickup place offers pickup: its card and times load when the shopper chooses it.
const PickupOptions = lazyNamed(() => import('./PickupOptions'), 'PickupOptions');
const PickupPlaceCard = lazyNamed(() => import('./PickupOptions'), 'PickupPlaceCard');

interface ShippingAddressProps {
  step: number;
  form: CheckoutForm;
  update: UpdateForm;
  errors: FieldErrors;
  user: SessionUser | null;
  /** A pickup: the section asks who collects the order, not where to deliver it. */
  pickup: PickupOffer | null;
  /** The whole form at once, for a change that moves fields (the gift choice moves the buyer's address to billing). */
  replace: (change: (current: CheckoutForm) => CheckoutForm) => void;
}

/**
 * Where the order goes: a saved address (signed in) or the fields, and whether to save a new one. As a gift, the
 * address is the recipient's, with the gift's message and e-mail notice below it.
 */
export function ShippingAddressSection({ step, form, update, errors, user, pickup, replace }: ShippingAddressProps) {
  const t = useT();
  if (pickup) return <CollectorSection step={step} form={form} update={update} errors={errors} pickup={pickup} />;
  const gift = form.gift.isGift;
  return (
    <Section step={step} title={t(gift ? 'checkout.gift.recipientTitle' : 'checkout.shipping.title')} id="checkout-shipping-title">
      <div className="rounded-xl bg-sand-100 p-3">
        <CheckField name="gift.isGift" checked={gift} onChange={(isGift) => replace((current) => withGiftChoice(current, isGift))}>
          <span className="font-semibold">{t('checkout.gift.choice')}</span>
          <span className="block text-sm text-muted">{t('checkout.gift.choiceHint')}</span>
        </CheckField>
      </div>
      {user ? <SavedAddresses user={user} form={form} update={update} /> : null}
      <AddressFields prefix="shipping" value={form.shipping} onChange={(shipping) => update({ shipping })} errors={errors} />
      {gift ? (
        <Suspense fallback={<p role="status">{t('checkout.gift.loading')}</p>}>
          <GiftFields value={form.gift} onChange={(next) => update({ gift: next })} errors={errors} />
        </Suspense>
      ) : null}
      {user && form.savedAddress === 'new' && !gift ? (
        <CheckField name="shipping.save" checked={form.saveAddress} onChange={(saveAddress) => update({ saveAddress })}>
          {t('checkout.address.save')}
        </CheckField>
      ) : null}
    </Section>
  );
}

type CollectorField = 'firstName' | 'lastName' | 'phone';

/** The collector's fields: a name and a phone number. */
const COLLECTOR_FIELDS: Array<{
  field: CollectorField;
  label: MessageKey;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'tel';
}> = [
  { field: 'firstName', label: 'checkout.address.firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'checkout.address.lastName', autoComplete: 'family-name' },
  { field: 'phone', label: 'checkout.pickup.phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

/** Who collects a pickup order: a name and a phone the restaurant can call. */
function CollectorSection({
  step,
  form,
  update,
  errors,
  pickup,
}: Omit<ShippingAddressProps, 'user' | 'replace'> & { pickup: PickupOffer }) {
  const t = useT();
  const error = (field: string) => {
    const key = errors[`shipping.${field}`];
    return key ? t(key) : null;
  };
  const set = (field: CollectorField) => (value: string) => update({ shipping: { ...form.shipping, [field]: value } });
  return (
    <Section step={step} title={t('checkout.pickup.who')} id="checkout-shipping-title">
      <Suspense fallback={<p role="status">{t('checkout.pickup.loading')}</p>}>
        <PickupPlaceCard place={pickup.place} />
      </Suspense>
      <div className="grid gap-4 sm:grid-cols-2">
        {COLLECTOR_FIELDS.map(({ field, label, ...control }) => (
          <TextField
            key={field}
            id={fieldId(`shipping.${field}`)}
            name={`shipping.${field}`}
            label={t(label)}
            value={form.shipping[field]}
            onValue={set(field)}
            aria-required
            {...control}
            error={error(field)}
          />
        ))}
      </div>
    </Section>
  );
}

interface ShippingMethodProps extends CheckoutSectionProps {
  state: CartState;
  locale: string;
}

/** How and when: the shipping method, the delivery date and the extra fees (packaging, insurance). */
export function ShippingMethodSection({ step, choices, form, update, runtime, state, money, run, locale }: ShippingMethodProps) {
  const t = useT();
  return (
    <Section step={step} title={t('checkout.shipping.methodTitle')} id="checkout-method-title">
      <DeliveryOptions
        methods={choices.methods}
        selected={choices.method ? methodKey(choices.method) : ''}
        onSelect={(shippingMethod) => update({ shippingMethod })}
        date={choices.deliveryDate}
        onDate={(date) => update({ deliveryDate: date })}
        money={money}
        locale={locale}
        hideDates={choices.pickup !== null || choices.recipientChooses}
        movedFrom={choices.movedFrom}
        dateLabel={t(choices.gift ? 'checkout.shipping.arrivalDate' : 'checkout.shipping.date')}
        refused={state.refusedShippingMethods ?? []}
      />
      {choices.recipientChooses ? (
        <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm" data-testid="recipient-chooses-note">
          {t('checkout.shipping.recipientChooses')}
        </p>
      ) : null}
      {choices.pickup ? (
        <Suspense fallback={<p role="status">{t('checkout.pickup.loading')}</p>}>
          <PickupOptions
            offer={choices.pickup}
            date={choices.deliveryDate}
            onDate={(deliveryDate) => update({ deliveryDate })}
            time={choices.pickupTime}
            onTime={(pickupTime) => update({ pickupTime })}
            locale={locale}
          />
        </Suspense>
      ) : null}
      <ExtraFees runtime={runtime} refreshKey={`${state.cartServerToken ?? ''}:${form.shipping.regionId}`} money={money} run={run} />
    </Section>
  );
}
