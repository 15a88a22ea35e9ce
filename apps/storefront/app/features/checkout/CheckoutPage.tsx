import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import { useBusy, useCartRuntime, useCartState, type CartRuntime, type Line } from '~/features/cart';
import { useMoney, type FormatMoney } from '~/lib/money';
import { currentStoreCode } from '~/lib/store-storage';
import { useT } from '~/i18n/useT';
import type { Translate } from '~/i18n/translate';
import { formatDeliveryDate } from './delivery-date-text';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/ui/button';
import { INITIAL_FORM, prefillFromAccount, type CheckoutForm } from './checkout-state';
import { ErrorSummary } from './ErrorSummary';
import { thankYouPath } from './receipt-link';
import type { OrderOutcome } from './order-flow.client';
import type * as OrderToolsModule from './order-tools';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { usePaymentReturns } from './payment/gateways';
import { pickupOf } from './pickup';
import { PaymentSection } from './PaymentSection';
import { PersonalSection } from './PersonalSection';
import { ReviewSection } from './ReviewSection';
import { SessionEnded } from './SessionEnded';
import { ShippingAddressSection, ShippingMethodSection } from './ShippingSections';
import { ThankYou, type PlacedOrder } from './ThankYou';
import { useCheckoutChoices, type CheckoutChoices } from './use-checkout-choices';
import { useCheckoutCart, useCheckoutSession } from './use-checkout-setup';
import { useTotalsSync } from './use-totals-sync';
import type { FieldErrors } from './validation';

interface CheckoutPageProps {
  priceFormat: PriceFormat;
  locale: string;
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

/** The checks and the order flow, in their own chunk: fetched once the form shows (or on its first focus), at the latest on submit. */
let orderTools: OrderTools | null = null;
const loadOrderTools = (): Promise<OrderTools> => import('./order-tools').then((tools) => (orderTools = tools));

/** Fetches the order tools unless they are here; a failed fetch is tried again on submit. */
function prepareOrderTools(): void {
  if (!orderTools) void loadOrderTools().catch(() => undefined);
}

/** When the browser is idle (or at once where it cannot say): the chunk is small and the page is done by then. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

function validate(tools: OrderTools, form: CheckoutForm, signedIn: boolean, choices: CheckoutChoices): FieldErrors {
  const { virtual, pickup, ownBilling } = choices;
  const shipping = virtual
    ? {}
    : pickup
      ? tools.validateCollector('shipping', form.shipping)
      : tools.validateAddress('shipping', form.shipping);
  return {
    ...tools.validatePersonal(form, !signedIn),
    ...shipping,
    ...(!ownBilling && form.billingSame ? {} : tools.validateAddress('billing', form.billing)),
    ...(choices.gift ? tools.validateGift(form.gift) : {}),
    ...tools.validateTerms(form.terms),
  };
}

/**
 * The order's refusal while the date the shopper picked has filled up: it names the date offered instead and the total
 * on it (a Saturday costs more), so the price never changes without the shopper's word.
 */
function movedDateProblem(t: Translate, choices: CheckoutChoices, runtime: CartRuntime, money: FormatMoney, locale: string): string[] {
  if (!choices.movedFrom || !choices.deliveryDate) return [];
  const total = runtime.cart.totals().find((segment) => segment.code === 'grand_total')?.value;
  return [
    t('checkout.error.dateMoved', {
      date: formatDeliveryDate(choices.movedFrom, locale),
      next: formatDeliveryDate(choices.deliveryDate, locale),
      total: typeof total === 'number' ? money(total) : '',
    }),
  ];
}

/** The refusals the checkout shows: field errors, messages in the summary (which takes focus), lines found sold out. */
function useCheckoutFeedback() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  /** Lines the last attempt found sold out (nothing was charged): the review step marks them. */
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());
  // A refusal or a problem found on submit moves focus to the summary once it is on screen (a focus
  // asked for in the same tick as the state change can run before the summary renders).
  useEffect(() => {
    if (messages.length) summaryRef.current?.focus();
  }, [messages]);
  const refused = (outcome: Extract<OrderOutcome, { kind: 'refused' }>) => {
    if (outcome.errors) setErrors(outcome.errors);
    setSoldOut(outcome.soldOut ?? []);
    setMessages(outcome.messages);
    focusSummary();
  };
  return { errors, setErrors, messages, setMessages, soldOut, summaryRef, focusSummary, refused };
}

type Feedback = ReturnType<typeof useCheckoutFeedback>;

/**
 * A placed order moves to its own page, which reads it from the shop (a reload shows it again); an order waiting
 * offline stays here until it is sent.
 */
function usePlacedOrder() {
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const showPlaced = (order: PlacedOrder) => {
    setPlaced(order);
    window.scrollTo({ top: 0 });
    if (order.receipt) void navigate(thankYouPath(order.receipt), { replace: true });
  };
  return { placed, showPlaced };
}

/** After a first attempt, the errors follow the fields as they are corrected. */
function useLiveErrors(attempted: boolean, form: CheckoutForm, signedIn: boolean, choices: CheckoutChoices, feedback: Feedback) {
  const liveErrors = attempted && orderTools ? validate(orderTools, form, signedIn, choices) : null;
  const liveSignature = JSON.stringify(liveErrors);
  useEffect(() => {
    if (liveErrors) feedback.setErrors(liveErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [liveSignature]);
}

/** What a submit works with: the page's state, the shopper and where the outcome goes. */
interface SubmitContext {
  runtime: CartRuntime | null;
  form: CheckoutForm;
  choices: CheckoutChoices;
  session: ReturnType<typeof useCheckoutSession>['session'];
  user: ReturnType<typeof useCheckoutSession>['user'];
  money: FormatMoney;
  run: ReturnType<typeof useBusy>[1];
  cardFields: () => CardFieldsHandle | null;
  /** What a gateway whose payment the shopper approves on its own page shows and charges in. */
  approval: { brandName: string; locale: string; currency: string };
  feedback: Feedback;
  showPlaced: (order: PlacedOrder) => void;
}

/** The checks on submit, then the order flow (order-flow.client.ts); answers whether the order is being sent. */
function useCheckoutSubmit(context: SubmitContext, locale: string) {
  const t = useT();
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { feedback } = context;

  function report(outcome: OrderOutcome) {
    if (outcome.kind === 'placed') context.showPlaced(outcome.order);
    if (outcome.kind === 'refused') feedback.refused(outcome);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { runtime, form, choices, user } = context;
    if (submitting || !runtime) return;
    const tools = orderTools;
    if (!tools) {
      // Sent again once the checks are here, so they run (and focus moves) as in any submit.
      const element = event.currentTarget;
      void loadOrderTools().then(
        () => element.requestSubmit(),
        () => feedback.setMessages(['checkout.error.orderFailed']),
      );
      return;
    }
    setAttempted(true);
    const found = validate(tools, form, Boolean(user), choices);
    const problems =
      !choices.virtual && !choices.method
        ? ['checkout.error.noShippingMethod']
        : movedDateProblem(t, choices, runtime, context.money, locale);
    if (!choices.payment) problems.push('checkout.error.noPaymentMethod');
    feedback.setErrors(found);
    feedback.setMessages(problems);
    if (Object.keys(found).length || problems.length) return void feedback.focusSummary();
    setSubmitting(true);
    try {
      const { session, run, cardFields, approval } = context;
      report(await tools.sendOrder({ cart: runtime, form, choices, user, session, cardFields, run, approval }));
    } catch {
      feedback.setMessages(['checkout.error.orderFailed']);
      feedback.focusSummary();
    } finally {
      setSubmitting(false);
    }
  }

  return { attempted, submitting, setSubmitting, submit };
}

/** The checkout without lines: nothing to order (after an order, or a session that ended). */
function EmptyCheckout({ ended }: { ended: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-semibold">{t('checkout.title')}</h1>
      {ended ? <SessionEnded /> : null}
      <p>{t('checkout.empty')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}

function CheckoutFlow({ priceFormat, locale }: CheckoutPageProps) {
  const t = useT();
  const ready = useCheckoutCart();
  const runtime = useCartRuntime();
  const state = useCartState(runtime);
  const { session, user, ended } = useCheckoutSession();
  const money = useMoney(priceFormat);
  const [busy, run] = useBusy();
  const [form, setForm] = useState<CheckoutForm>(INITIAL_FORM);
  const feedback = useCheckoutFeedback();
  const { placed, showPlaced } = usePlacedOrder();
  const cardFields = useRef<CardFieldsHandle | null>(null);
  const storeName = useRootData()?.store.name ?? '';
  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));
  const choices = useCheckoutChoices(runtime, state, form);
  const { submitting, setSubmitting, submit, attempted } = useCheckoutSubmit(
    {
      runtime,
      form,
      choices,
      session,
      user,
      money,
      run,
      cardFields: () => cardFields.current,
      approval: { brandName: storeName, locale, currency: priceFormat.currencyCode },
      feedback,
      showPlaced,
    },
    locale,
  );

  useEffect(() => {
    if (user) setForm((current) => prefillFromAccount(current, user));
  }, [user]);
  const totals = useTotalsSync(
    runtime,
    ready,
    { ...form, deliveryDate: choices.deliveryDate },
    choices.method?.method_code,
    choices.virtual,
    choices.ownBilling,
  );
  usePaymentReturns(runtime, ready, {
    storeCode: currentStoreCode,
    userToken: () => session?.getToken() ?? null,
    onPlaced: (orderNumber, order, receipt) => showPlaced({ orderNumber, email: order.email, deliveryDate: order.deliveryDate, receipt }),
    onMessage: (message) => {
      feedback.setMessages([message]);
      feedback.focusSummary();
    },
    onBusy: setSubmitting,
    // A form kept before a field was added (gift) takes that field's initial value.
    onRestore: (restored) => setForm({ ...INITIAL_FORM, ...restored }),
  });
  // The connection may be gone by the time the shopper sends the form (an order placed offline waits in the
  // browser): the checks and the order flow are fetched as soon as the form is on screen, not on first focus.
  useEffect(() => {
    if (ready) whenIdle(prepareOrderTools);
  }, [ready]);
  useLiveErrors(attempted, form, Boolean(user), choices, feedback);

  if (placed) return <ThankYou order={placed} locale={locale} />;
  const lines = (state?.cartItems ?? []) as Line[];
  if (!ready || !runtime || !state) return <p role="status">{t('checkout.loading')}</p>;
  if (lines.length === 0) return <EmptyCheckout ended={ended} />;

  let step = 1;
  // Where pickup is on offer, the shopper first says how they get the order: the next section asks for an address or a collector.
  const offersPickup = choices.methods.some((candidate) => pickupOf(candidate) !== null);
  const { virtual, pickup } = choices;
  const { errors } = feedback;
  const shared = { choices, form, update, runtime, money, run };
  const addressSection = () => (
    <ShippingAddressSection step={++step} form={form} update={update} errors={errors} user={user} pickup={pickup} replace={setForm} />
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={prepareOrderTools}
      noValidate
      className="flex flex-col gap-6"
      aria-busy={submitting}
    >
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('checkout.title')}</h1>
      {ended ? <SessionEnded /> : null}
      <ErrorSummary errors={errors} messages={feedback.messages} summaryRef={feedback.summaryRef} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <PersonalSection form={form} update={update} errors={errors} user={user} />
          {virtual || offersPickup ? null : addressSection()}
          {virtual ? null : <ShippingMethodSection step={++step} {...shared} state={state} locale={locale} />}
          {!virtual && offersPickup ? addressSection() : null}
          <PaymentSection
            step={++step}
            {...shared}
            errors={errors}
            user={user}
            session={session}
            onCard={(handle) => (cardFields.current = handle)}
          />
        </div>
        <ReviewSection
          step={++step}
          lines={lines}
          runtime={runtime}
          money={money}
          run={run}
          busy={busy}
          terms={form.terms}
          termsError={errors.terms ? t(errors.terms) : null}
          update={update}
          submitting={submitting}
          updating={totals.updating}
          soldOut={feedback.soldOut}
        />
      </div>
    </form>
  );
}
