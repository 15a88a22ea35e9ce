import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PaymentMethod } from '@shoreline/sdk';
import { request } from '@shoreline/sdk/request';
import type { PriceFormat } from '@shoreline/domain/money';
import { currentStoreCode } from '~/lib/store-storage';
import { useMoney } from '~/lib/money';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { LazyCardFields } from './payment/LazyCardFields';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { CARD_METHOD, PAYPAL_METHOD, cardSettingsOf, isTestMode } from './payment/methods';
import { receiptQueryOf, thankYouPath, type ReceiptLink } from './receipt-link';

/** GET /api/order/pay: the order a pay link names (wire: payOrderWire). */
interface DueOrder {
  increment_id: string;
  customer_email: string;
  status: string;
  grand_total: number;
  currency_code: string;
  pay_until: string;
  methods: PaymentMethod[];
  receipt: ReceiptLink;
}

type Loaded = { state: 'loading' } | { state: 'shown'; order: DueOrder } | { state: 'invalid' } | { state: 'failed' };

/** What the checkout hands over when a queued order was sent: the total the shopper saw offline. */
export interface PayPageState {
  shownTotal?: number;
}

const panel = 'flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-navy-900/10';

function useDueOrder(query: string | null): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!query) return setLoaded({ state: 'invalid' });
    let active = true;
    void request<DueOrder>('GET', `/api/order/pay?${query}`).then((answer) => {
      if (!active) return;
      if (answer.ok) setLoaded({ state: 'shown', order: answer.data });
      else setLoaded({ state: answer.error.code === 403 ? 'invalid' : 'failed' });
    });
    return () => {
      active = false;
    };
  }, [query, round]);
  return [loaded, () => setRound((value) => value + 1)];
}

type PayAnswer = { ok: true; receipt: ReceiptLink } | { ok: false; message: string; closed: boolean };

async function payOrder(query: string, method: string, additional: Record<string, string>): Promise<PayAnswer> {
  const link = Object.fromEntries(new URLSearchParams(query));
  const answer = await request<{ receipt: ReceiptLink }>('POST', '/api/order/pay', {
    body: { ...link, payment_method_code: method, payment_method_additional: additional },
  });
  if (answer.ok) return { ok: true, receipt: answer.data.receipt };
  return { ok: false, message: answer.error.message, closed: answer.error.code === 410 };
}

/**
 * /checkout/pay: an order placed offline and sent without its payment (it awaits payment, its items held until
 * pay_until). The thank-you step of a queued order leads here, and so does the e-mail's signed link. The shopper
 * pays the total the shop priced when the order was sent, by card (the gateway's hosted fields: the page gets a
 * token, never the number) or PayPal; if that total differs from the one seen offline, the page says so first.
 */
export function PayOrderPage({ priceFormat, locale }: { priceFormat: PriceFormat; locale: string }) {
  const t = useT();
  const money = useMoney(priceFormat);
  const location = useLocation();
  const navigate = useNavigate();
  const query = receiptQueryOf(location.search, currentStoreCode());
  const shownTotal = (location.state as PayPageState | null)?.shownTotal;
  const [loaded, reload] = useDueOrder(query);
  const [method, setMethod] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const card = useRef<CardFieldsHandle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);

  const paid = (receipt: ReceiptLink) => void navigate(thankYouPath(receipt), { replace: true });
  const settle = (answer: PayAnswer) => {
    setBusy(false);
    if (answer.ok) return paid(answer.receipt);
    setProblem(answer.message || t('checkout.due.failed'));
    if (answer.closed) reload();
  };

  // Back from PayPal (?paypal=return&token=…): pay with the approved PayPal order; a cancel just says so.
  useEffect(() => {
    if (!query || returned.current) return;
    const params = new URLSearchParams(location.search);
    const mode = params.get('paypal');
    if (!mode) return;
    returned.current = true;
    const token = params.get('token');
    // The page's own address keeps the link alone (the API's query adds the store view).
    window.history.replaceState(window.history.state, '', `${location.pathname}?${receiptQueryOf(location.search)}`);
    if (mode !== 'return' || !token) return setProblem(t('checkout.paypal.cancelled'));
    setBusy(true);
    void payOrder(query, PAYPAL_METHOD, { paypal_token: token }).then(settle);
    // Once, when the page opens on PayPal's return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  useEffect(() => headingRef.current?.focus(), [loaded.state]);

  if (loaded.state === 'loading') return <p role="status">{t('checkout.due.loading')}</p>;
  if (loaded.state !== 'shown' || !query) {
    return (
      <div className={panel} role="alert">
        <p>{t(loaded.state === 'invalid' ? 'checkout.due.linkExpired' : 'checkout.thanks.failed')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('checkout.thanks.continue')}
        </Link>
      </div>
    );
  }
  const { order } = loaded;
  const total = money(order.grand_total);
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(order.pay_until));

  if (order.status !== 'awaiting_payment') {
    const canceled = order.status === 'canceled';
    return (
      <div className={panel} data-testid="pay-order">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
          {canceled ? t('checkout.due.canceledTitle') : t('checkout.thanks.title')}
        </h1>
        <p className="text-lg">
          {t('checkout.thanks.orderNumber')} <strong data-testid="order-number">{order.increment_id}</strong>
        </p>
        <p role={canceled ? 'alert' : undefined}>{canceled ? t('checkout.due.canceled') : t('checkout.due.paid')}</p>
        {canceled ? null : (
          <Link to={thankYouPath(order.receipt)} className={buttonClass('secondary')}>
            {t('checkout.due.receipt')}
          </Link>
        )}
        <Link to="/" className={buttonClass('primary')}>
          {t('checkout.thanks.continue')}
        </Link>
      </div>
    );
  }

  const chosen = order.methods.find((candidate) => candidate.code === method) ?? order.methods[0] ?? null;
  const cardSettings = cardSettingsOf(chosen ?? undefined);
  const changed = shownTotal !== undefined && Math.round(shownTotal * 100) !== Math.round(order.grand_total * 100);

  async function pay() {
    if (!chosen || busy || !query) return;
    setProblem('');
    if (navigator.onLine === false) return setProblem(t('checkout.due.offline'));
    setBusy(true);
    if (chosen.code === PAYPAL_METHOD) {
      const started = await request<{ approve_url: string }>('POST', '/api/order/pay/paypal', {
        body: Object.fromEntries(new URLSearchParams(query)),
      });
      if (started.ok) return window.location.assign(started.data.approve_url);
      return settle({ ok: false, message: started.error.message, closed: started.error.code === 410 });
    }
    let token: string;
    try {
      const fields = card.current;
      if (!fields) throw new Error('no card fields');
      ({ token } = await fields.requestToken());
    } catch {
      setBusy(false);
      return setProblem(t('checkout.card.invalid'));
    }
    settle(await payOrder(query, CARD_METHOD, { payment_token: token }));
  }

  return (
    <div className={panel} data-testid="pay-order">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
        {t('checkout.due.title')}
      </h1>
      <p className="text-lg">
        {t('checkout.thanks.orderNumber')} <strong data-testid="order-number">{order.increment_id}</strong>
      </p>
      <p data-testid="payment-due">{t('checkout.due.text', { total, date: until })}</p>
      {changed ? (
        <p role="alert" data-testid="total-changed" className="rounded-xl border border-crab-700/40 bg-sand-100 px-3 py-2 font-medium">
          {t('checkout.due.totalChanged', { total, shown: money(shownTotal) })}
        </p>
      ) : null}
      <p className="text-sm">{t('checkout.due.mailed', { email: order.customer_email })}</p>
      {order.methods.length === 0 ? (
        <p role="alert">{t('checkout.due.noMethods')}</p>
      ) : (
        <form
          className="flex w-full flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{t('checkout.due.method')}</legend>
            {order.methods.map((candidate) => (
              <label key={candidate.code} className="flex min-h-6 items-center gap-2">
                <input
                  type="radio"
                  name="payment"
                  className="size-5"
                  value={candidate.code}
                  checked={chosen?.code === candidate.code}
                  onChange={() => setMethod(candidate.code)}
                />
                {candidate.title}
                {isTestMode(candidate) ? <span className="text-sm">({t('checkout.payment.testMode')})</span> : null}
              </label>
            ))}
          </fieldset>
          {cardSettings ? (
            <LazyCardFields
              settings={cardSettings}
              onHandle={(handle) => {
                card.current = handle;
              }}
            />
          ) : (
            <p className="text-sm">{t('checkout.paypal.note')}</p>
          )}
          {problem ? (
            <p role="alert" className="font-medium text-crab-700">
              {problem}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
            {busy ? t('checkout.due.paying') : chosen?.code === PAYPAL_METHOD ? t('checkout.due.payPal') : t('checkout.due.pay', { total })}
          </button>
        </form>
      )}
    </div>
  );
}
