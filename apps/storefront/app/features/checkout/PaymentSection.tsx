import { GiftCardForm } from '~/features/cart';
import type { SessionApi, SessionUser } from '~/features/session';
import { useT } from '~/i18n/useT';
import { AddressFields } from './AddressFields';
import { CheckField, Section } from './fields';
import { ChoiceGroup, RadioRow } from './choice-fields';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { PaymentDetails } from './payment/PaymentDetails';
import { isTestMode } from './payment/methods';
import type { CheckoutSectionProps } from './section-props';
import { StoreCredit } from './StoreCredit';
import type { FieldErrors } from './validation';

interface PaymentSectionProps extends CheckoutSectionProps {
  errors: FieldErrors;
  user: SessionUser | null;
  session: SessionApi | null;
  onCard: (handle: CardFieldsHandle | null) => void;
}

/** Gift cards and store credit first, then the payment method (the card's hosted fields, or a note on the gateway's own approval page) and the billing address. */
export function PaymentSection({ step, choices, form, update, errors, runtime, user, session, money, run, onCard }: PaymentSectionProps) {
  const t = useT();
  const { ownBilling, payments, payment } = choices;
  return (
    <Section step={step} title={t('checkout.payment.title')} id="checkout-payment-title">
      <GiftCardForm runtime={runtime} run={run} />
      {user && session ? <StoreCredit runtime={runtime} session={session} money={money} run={run} /> : null}
      {payments.length ? (
        <ChoiceGroup legend={t('checkout.payment.method')}>
          {payments.some(isTestMode) ? (
            <p className="rounded-xl border border-navy-900/30 bg-sand-100 px-3 py-2 text-sm text-navy-900" data-testid="payment-test-mode">
              <strong className="mr-1 font-semibold uppercase">{t('checkout.payment.testMode')}</strong>
              {t('checkout.payment.testModeNotice')}
            </p>
          ) : null}
          {payments.map((option) => (
            <RadioRow
              key={option.code}
              name="paymentMethod"
              value={option.code}
              checked={option.code === payment?.code}
              onSelect={() => update({ paymentMethod: option.code })}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-navy-900/20 px-4 py-2 has-checked:border-navy-900 has-checked:ring-2 has-checked:ring-navy-900"
            >
              <span>{option.title ?? option.code}</span>
            </RadioRow>
          ))}
        </ChoiceGroup>
      ) : (
        <p role="status">{t('checkout.payment.loading')}</p>
      )}
      <PaymentDetails method={payment} onCard={onCard} />
      {ownBilling ? null : (
        <CheckField name="billing.same" checked={form.billingSame} onChange={(billingSame) => update({ billingSame })}>
          {t('checkout.payment.billingSame')}
        </CheckField>
      )}
      {ownBilling || !form.billingSame ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium">{t('checkout.payment.billingAddress')}</legend>
          <AddressFields prefix="billing" value={form.billing} onChange={(billing) => update({ billing })} errors={errors} />
        </fieldset>
      ) : null}
    </Section>
  );
}
