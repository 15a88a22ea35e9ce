import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import {
  type CartRuntime,
  LineItem,
  type Line,
  currentStoreCode,
  Totals,
  useBusy,
  useCartRuntime,
  useCartState,
  useMoney,
  GiftCardForm,
} from '~/features/cart';
import { currentSession, type SessionApi } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { AddressFields } from './AddressFields';
import { addressFromSaved, INITIAL_FORM, type CheckoutForm } from './checkout-state';
import { DeliveryOptions, deliveryDatesOf, methodKey } from './DeliveryOptions';
import { ExtraFees } from './ExtraFees';
import { StoreCredit } from './StoreCredit';
import { CheckField, Section } from './fields';
import type * as OrderToolsModule from './order-tools';
import { queueOrder, type OrderBody } from './offline-orders.client';
import { postOrder, saveAddress, serverLines } from './place-order.client';
import { ThankYou, type PlacedOrder } from './ThankYou';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { CARD_METHOD, PAYPAL_METHOD } from './payment/methods';
import { PaymentDetails } from './payment/PaymentDetails';
import { keepPending, setExpressCheckout } from './payment/paypal.client';
import { usePayPalReturn, type PayPalOrder } from './payment/use-paypal-return';
import { useRootData } from '~/lib/root-data';
import { useCheckoutCart, useCheckoutSession } from './use-checkout-setup';
import type { FieldErrors } from './validation';
import { ErrorSummary } from './ErrorSummary';
import { PersonalSection, SavedAddresses } from './PersonalSection';
import { useTotalsSync } from './use-totals-sync';
import { CART_CHANGED } from '@shoreline/domain/messages';

interface CheckoutPageProps {
  priceFormat: PriceFormat;
  locale: string;
}

function newOrderId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * The one-page checkout (mobile first): personal details, shipping address, shipping method and
 * delivery date, payment and billing, review with totals and terms, then the thank-you view. Its
 * notices show in the minimal frame's toasts.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const t = useT();
  return (
    <>
      <noscript>
        <p className="rounded-2xl bg-white p-4 ring-1 ring-navy-900/10">{t('checkout.noscript')}</p>
      </noscript>
      <CheckoutFlow {...props} />
    </>
  );
}

type OrderTools = typeof OrderToolsModule;

/** The checks and the order body, in their own chunk: fetched on the form's first focus, at the latest on submit. */
let orderTools: OrderTools | null = null;
const loadOrderTools = (): Promise<OrderTools> => import('./order-tools').then((tools) => (orderTools = tools));

function CheckoutFlow({ priceFormat, locale }: CheckoutPageProps) {
  const t = useT();
  const ready = useCheckoutCart();
  const runtime = useCartRuntime();
  const state = useCartState(runtime);
  const { session, user } = useCheckoutSession();
  const money = useMoney(priceFormat);
  const [busy, run] = useBusy();
  const [form, setForm] = useState<CheckoutForm>(INITIAL_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const cardFields = useRef<CardFieldsHandle | null>(null);
  const storeName = useRootData()?.store.name ?? '';
  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (!user) return;
    const preferred = user.addresses.find((address) => String(address.id) === user.default_shipping || address.default_shipping);
    setForm((current) => {
      const untouched = current.savedAddress === 'new' && !current.shipping.street;
      const next = { ...current, email: current.email || user.email, createAccount: false };
      if (untouched && preferred) return { ...next, savedAddress: String(preferred.id), shipping: addressFromSaved(preferred) };
      if (untouched)
        return {
          ...next,
          shipping: {
            ...current.shipping,
            firstName: current.shipping.firstName || user.firstname,
            lastName: current.shipping.lastName || user.lastname,
          },
        };
      return next;
    });
  }, [user]);

  const virtual = runtime && state ? runtime.cart.isVirtualCart() : false;
  const methods = (state?.shippingMethods ?? []).filter((method) => !method.offline || method.is_server_method);
  const method =
    methods.find((candidate) => methodKey(candidate) === form.shippingMethod) ??
    methods.find((candidate) => candidate.default) ??
    methods[0] ??
    null;
  const dates = deliveryDatesOf(method);
  const deliveryDate = dates.some((option) => option.date === form.deliveryDate) ? form.deliveryDate : (dates[0]?.date ?? '');
  const payments = runtime && state ? runtime.cart.availablePaymentMethods() : [];
  const payment =
    payments.find((candidate) => candidate.code === form.paymentMethod) ??
    payments.find((candidate) => candidate.default) ??
    payments[0] ??
    null;
  const effectiveForm = { ...form, deliveryDate };
  useTotalsSync(runtime, ready, effectiveForm, method?.method_code, virtual);
  usePayPalReturn(runtime, ready, {
    storeCode: currentStoreCode,
    userToken: () => session?.getToken() ?? null,
    onPlaced: (orderNumber, order) => {
      setPlaced({ orderNumber, email: order.email, deliveryDate: order.deliveryDate });
      window.scrollTo({ top: 0 });
    },
    onMessage: (message) => {
      setMessages([message]);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
    onBusy: setSubmitting,
  });

  useEffect(() => {
    if (runtime) runtime.cart.selectShippingMethod(method);
  }, [runtime, method]);

  const [attempted, setAttempted] = useState(false);
  const validate = (checks: OrderTools): FieldErrors => ({
    ...checks.validatePersonal(form, !user),
    ...(virtual ? {} : checks.validateAddress('shipping', form.shipping)),
    ...(!virtual && form.billingSame ? {} : checks.validateAddress('billing', form.billing)),
    ...checks.validateTerms(form.terms),
  });
  const prepareTools = () => {
    // A failed fetch is tried again on submit.
    if (!orderTools) void loadOrderTools().catch(() => undefined);
  };
  // A refusal or a problem found on submit moves focus to the summary once it is on screen (a focus
  // asked for in the same tick as the state change can run before the summary renders).
  useEffect(() => {
    if (messages.length) summaryRef.current?.focus();
  }, [messages]);
  const liveErrors = attempted && orderTools ? validate(orderTools) : null;
  const liveSignature = JSON.stringify(liveErrors);
  // After a first attempt, the errors follow the fields as they are corrected.
  useEffect(() => {
    if (liveErrors) setErrors(liveErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [liveSignature]);

  if (placed) return <ThankYou order={placed} locale={locale} />;
  const lines = (state?.cartItems ?? []) as Line[];
  if (!ready || !runtime || !state) return <p role="status">{t('checkout.loading')}</p>;
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-semibold">{t('checkout.title')}</h1>
        <p>{t('checkout.empty')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('checkout.thanks.continue')}
        </Link>
      </div>
    );
  }

  async function ensureAccount(): Promise<SessionApi | null | false> {
    if (user || !form.createAccount) return session;
    if (navigator.onLine === false) {
      setMessages(['checkout.error.offlineAccount']);
      return false;
    }
    const loaded = session ?? (await currentSession());
    if (!loaded) {
      setMessages(['checkout.error.accountUnavailable']);
      return false;
    }
    const result = await loaded.register({
      email: form.email.trim(),
      firstname: form.shipping.firstName || form.billing.firstName,
      lastname: form.shipping.lastName || form.billing.lastName,
      password: form.password,
    });
    if (!result.ok) {
      setMessages([result.message || 'checkout.error.accountFailed']);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return false;
    }
    return loaded;
  }

  function buildOrder(tools: OrderTools, cartId: string, activeSession: SessionApi | null, products: Array<{ sku: string; qty: number }>) {
    const billing = !virtual && form.billingSame ? form.shipping : form.billing;
    return tools.orderBody({
      cartId,
      orderId: tools.orderIdFor(cartId, window.sessionStorage, newOrderId),
      userId: activeSession?.getUser()?.id,
      storeCode: currentStoreCode(),
      products,
      email: form.email,
      shipping: virtual ? null : form.shipping,
      billing,
      deliveryDate: virtual ? null : deliveryDate || null,
      shippingMethod: virtual || !method ? null : { carrier: method.carrier_code, method: method.method_code },
      paymentMethod: payment?.code ?? '',
    });
  }

  function showPlaced(orderNumber: string, queuedOrderId?: string) {
    setPlaced({ orderNumber, queuedOrderId, email: form.email.trim(), deliveryDate: virtual ? null : deliveryDate || null });
    window.scrollTo({ top: 0 });
  }

  /**
   * Offline (spec §4.9): the order waits in this browser, the cart is cleared as after any order,
   * and the thank-you page sends it once the connection is back. All payment methods are offline ones.
   */
  async function placeOffline(tools: OrderTools, cart: CartRuntime, activeSession: SessionApi | null, sent?: OrderBody) {
    const cartId = cart.cart.getState().cartServerToken;
    if (!cartId) return setMessages(['checkout.error.offlineNoCart']);
    const kept = cart.cart.getState().cartItems.map((line) => ({ sku: line.sku, qty: line.qty }));
    const body = sent ?? buildOrder(tools, cartId, activeSession, kept);
    await queueOrder(currentStoreCode(), body, sent ? sent.products : kept);
    await cart.cart.clearAfterOrder();
    showPlaced('', body.order_id);
  }

  /** The order with the card gateway's payment token, or null (the fields said what is wrong). */
  async function withCardToken<Body extends OrderBody>(body: Body) {
    if (!cardFields.current) {
      setMessages(['checkout.card.unavailable']);
      return null;
    }
    try {
      const { token } = await cardFields.current.requestToken();
      return { ...body, addressInformation: { ...body.addressInformation, payment_method_additional: { payment_token: token } } };
    } catch {
      setMessages(['checkout.card.invalid']);
      return null;
    }
  }

  /** PayPal: the API creates PayPal's order for the cart; the shopper approves it on PayPal's page and comes back here. */
  async function startPayPal(tools: OrderTools, cartId: string, userToken: string | null, body: OrderBody) {
    const answer = await setExpressCheckout({
      cartId,
      storeCode: currentStoreCode(),
      userToken,
      email: form.email.trim(),
      brandName: storeName,
      locale,
      currency: priceFormat.currencyCode,
    });
    if (!answer.success || !answer.token || !answer.approve_url) return handleRefusal(tools, runtime!, 400, answer.error?.message ?? '');
    const order: PayPalOrder = { body, email: form.email.trim(), deliveryDate: virtual ? null : deliveryDate || null };
    keepPending({ token: answer.token, body: order });
    window.location.assign(answer.approve_url);
  }

  async function placeOrder(tools: OrderTools, cart: CartRuntime, activeSession: SessionApi | null) {
    const paysOnline = payment?.code === CARD_METHOD || payment?.code === PAYPAL_METHOD;
    if (navigator.onLine === false && paysOnline) return setMessages(['checkout.payment.needsConnection']);
    if (navigator.onLine === false) return placeOffline(tools, cart, activeSession);
    await run(() => cart.cart.sync({ forceSync: true }));
    await run(() => cart.cart.syncTotals({ forceServerSync: true }));
    const cartId = cart.cart.getState().cartServerToken;
    const token = activeSession?.getToken() ?? null;
    const storeCode = currentStoreCode();
    if (!cartId) return handleRefusal(tools, cart, 0, '');
    const order = buildOrder(tools, cartId, activeSession, await serverLines(cartId, token, storeCode));
    if (payment?.code === PAYPAL_METHOD) return startPayPal(tools, cartId, token, order);
    const body = payment?.code === CARD_METHOD ? await withCardToken(order) : order;
    if (!body) return requestAnimationFrame(() => summaryRef.current?.focus());
    // No cart call runs while the order is sent, and the cart is cleared before the next one can:
    // nothing calls the cart the order closes.
    const answer = await cart.cart.placeOrder(() => postOrder(body, token, storeCode));
    // The connection dropped while sending: the order waits like one placed offline (the server
    // places an order id once, so sending it again is safe even if this one arrived).
    if (!answer.ok && answer.status === 0) return placeOffline(tools, cart, activeSession, body);
    if (!answer.ok) return handleRefusal(tools, cart, answer.status, answer.message);
    if (user && activeSession && form.saveAddress && form.savedAddress === 'new' && !virtual)
      void saveAddress(activeSession, tools.toApiAddress(form.shipping));
    showPlaced(answer.orderNumber);
  }

  function handleRefusal(tools: OrderTools, cart: CartRuntime, status: number, message: string) {
    if (status === 400 && message) {
      const placedErrors = tools.serverFieldErrors(message, form.billingSame && !virtual);
      setErrors(placedErrors.errors);
      setMessages(placedErrors.rest);
    } else {
      if (status === 409 && message.startsWith(CART_CHANGED)) void cart.cart.load();
      setMessages([message || 'checkout.error.orderFailed']);
    }
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !runtime) return;
    const loaded = orderTools;
    if (!loaded) {
      // Sent again once the checks are here, so they run (and focus moves) as in any submit.
      const form = event.currentTarget;
      void loadOrderTools().then(
        () => form.requestSubmit(),
        () => setMessages(['checkout.error.orderFailed']),
      );
      return;
    }
    setAttempted(true);
    const found = validate(loaded);
    const problems = !virtual && !method ? ['checkout.error.noShippingMethod'] : [];
    if (!payment) problems.push('checkout.error.noPaymentMethod');
    setErrors(found);
    setMessages(problems);
    if (Object.keys(found).length || problems.length) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSubmitting(true);
    try {
      const activeSession = await ensureAccount();
      if (activeSession === false) return;
      await placeOrder(loaded, runtime, activeSession);
    } catch {
      setMessages(['checkout.error.orderFailed']);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSubmitting(false);
    }
  }

  const error = (name: string) => (errors[name] ? t(errors[name]) : null);
  const coupon = runtime.cart.coupon()?.code ?? null;
  let step = 1;
  return (
    <form onSubmit={(event) => void submit(event)} onFocus={prepareTools} noValidate className="flex flex-col gap-6" aria-busy={submitting}>
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('checkout.title')}</h1>
      <ErrorSummary errors={errors} messages={messages} summaryRef={summaryRef} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <PersonalSection form={form} update={update} errors={errors} user={user} />
          {virtual ? null : (
            <Section step={++step} title={t('checkout.shipping.title')} id="checkout-shipping-title">
              {user ? <SavedAddresses user={user} form={form} update={update} /> : null}
              <AddressFields prefix="shipping" value={form.shipping} onChange={(shipping) => update({ shipping })} errors={errors} />
              {user && form.savedAddress === 'new' ? (
                <CheckField name="shipping.save" checked={form.saveAddress} onChange={(saveAddress) => update({ saveAddress })}>
                  {t('checkout.address.save')}
                </CheckField>
              ) : null}
            </Section>
          )}
          {virtual ? null : (
            <Section step={++step} title={t('checkout.shipping.methodTitle')} id="checkout-method-title">
              <DeliveryOptions
                methods={methods}
                selected={method ? methodKey(method) : ''}
                onSelect={(shippingMethod) => update({ shippingMethod })}
                date={deliveryDate}
                onDate={(date) => update({ deliveryDate: date })}
                money={money}
                locale={locale}
              />
              <ExtraFees
                runtime={runtime}
                refreshKey={`${state.cartServerToken ?? ''}:${form.shipping.regionId}`}
                money={money}
                run={run}
              />
            </Section>
          )}
          <Section step={++step} title={t('checkout.payment.title')} id="checkout-payment-title">
            <GiftCardForm runtime={runtime} run={run} />
            {user && session ? <StoreCredit runtime={runtime} session={session} money={money} run={run} /> : null}
            {payments.length ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 font-medium">{t('checkout.payment.method')}</legend>
                {payments.map((option) => (
                  <label
                    key={option.code}
                    className="flex min-h-12 items-center gap-3 rounded-xl border border-navy-900/20 px-4 py-2 has-checked:border-navy-900 has-checked:ring-2 has-checked:ring-navy-900"
                  >
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={option.code}
                      className="size-5 accent-navy-900"
                      checked={option.code === payment?.code}
                      onChange={() => update({ paymentMethod: option.code })}
                    />
                    <span>{option.title ?? option.code}</span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <p role="status">{t('checkout.payment.loading')}</p>
            )}
            <PaymentDetails method={payment} onCard={(handle) => (cardFields.current = handle)} />
            {virtual ? null : (
              <CheckField name="billing.same" checked={form.billingSame} onChange={(billingSame) => update({ billingSame })}>
                {t('checkout.payment.billingSame')}
              </CheckField>
            )}
            {virtual || !form.billingSame ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 font-medium">{t('checkout.payment.billingAddress')}</legend>
                <AddressFields prefix="billing" value={form.billing} onChange={(billing) => update({ billing })} errors={errors} />
              </fieldset>
            ) : null}
          </Section>
        </div>
        <Section step={++step} title={t('checkout.review.title')} id="checkout-review-title">
          <ul className="divide-y divide-navy-900/10" aria-label={t('cart.minicart.lines')}>
            {lines.map((line) => (
              <LineItem key={`${line.sku}-${line.checksum ?? ''}`} runtime={runtime} line={line} money={money} editable={false} run={run} />
            ))}
          </ul>
          <Totals segments={runtime.cart.totals()} coupon={coupon} money={money} busy={busy} />
          <CheckField name="terms" checked={form.terms} onChange={(terms) => update({ terms })} error={error('terms')}>
            {t('checkout.review.termsBefore')}{' '}
            <Link to="/i/terms-and-conditions" target="_blank" className="font-semibold underline underline-offset-4">
              {t('checkout.review.termsLink')}
            </Link>
          </CheckField>
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={submitting}>
            {submitting ? t('checkout.review.placing') : t('checkout.review.place')}
          </button>
        </Section>
      </div>
    </form>
  );
}
