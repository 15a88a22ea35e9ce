import type { CartState } from '@shoreline/sdk';
import type { SessionUser } from '~/features/session';
import type { CartRuntime, FormatMoney, RunBusy } from '~/features/cart';
import { useT } from '~/i18n/useT';
import { AddressFields } from './AddressFields';
import type { CheckoutForm, UpdateForm } from './checkout-state';
import { DeliveryOptions, methodKey } from './DeliveryOptions';
import { ExtraFees } from './ExtraFees';
import { CheckField, Section } from './fields';
import { SavedAddresses } from './PersonalSection';
import type { CheckoutChoices } from './use-checkout-choices';
import type { FieldErrors } from './validation';

interface ShippingAddressProps {
  step: number;
  form: CheckoutForm;
  update: UpdateForm;
  errors: FieldErrors;
  user: SessionUser | null;
}

/** Where the order goes: a saved address (signed in) or the fields, and whether to save a new one. */
export function ShippingAddressSection({ step, form, update, errors, user }: ShippingAddressProps) {
  const t = useT();
  return (
    <Section step={step} title={t('checkout.shipping.title')} id="checkout-shipping-title">
      {user ? <SavedAddresses user={user} form={form} update={update} /> : null}
      <AddressFields prefix="shipping" value={form.shipping} onChange={(shipping) => update({ shipping })} errors={errors} />
      {user && form.savedAddress === 'new' ? (
        <CheckField name="shipping.save" checked={form.saveAddress} onChange={(saveAddress) => update({ saveAddress })}>
          {t('checkout.address.save')}
        </CheckField>
      ) : null}
    </Section>
  );
}

interface ShippingMethodProps {
  step: number;
  choices: CheckoutChoices;
  form: CheckoutForm;
  update: UpdateForm;
  runtime: CartRuntime;
  state: CartState;
  money: FormatMoney;
  run: RunBusy;
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
      />
      <ExtraFees runtime={runtime} refreshKey={`${state.cartServerToken ?? ''}:${form.shipping.regionId}`} money={money} run={run} />
    </Section>
  );
}
