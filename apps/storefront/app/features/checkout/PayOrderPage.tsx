import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PaymentMethod } from '@shoreline/sdk';
import { request } from '@shoreline/sdk/request';
import type { PriceFormat } from '@shoreline/domain/money';
import { currentStoreCode } from '~/lib/store-storage';
import { useMoney } from '~/lib/money';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { ChoiceGroup, RadioRow } from './choice-fields';
import { LazyCardFields } from './payment/LazyCardFields';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { CARD_METHOD, cardSettingsOf, isTestMode } from './payment/methods';
import { approvalOf, payPageApprovalOf, useApprovalReturn } from './payment/gateways';
import { receiptQueryOf, thankYouPath, type ReceiptLink } from './receipt-link';
import { ORDER_PANEL, OrderNumber, OrderTitle } from './PlacedOrder';
import { useSignedLink, type SignedLinkLoad } from './use-signed-link';

/** GET /api/order/pay: the order a pay link names (wire: payOrderWire). */
interface DueOrder {
  increment_id: string;
  customer_email: string;
  status: string;
  grand_total: number;
  currency_code: string;
  pay_until: string;
  /** The balance a change of the order left due, which this page takes instead of the whole order (0: none). */
  balance_due: number;
  methods: PaymentMethod[];
  receipt: ReceiptLink;
}

/** What the checkout hands over when a queued order was sent: the total the shopper saw offline. */
export interface PayPageState {
  shownTotal?: number;
}

function useDueOrder(query: string | null): [SignedLinkLoad<DueOrder>, () => void] {
  const [round, setRound] = useState(0);
  const loaded = useSignedLink<DueOrder>(query ? `/api/order/pay?${query}` : null, round);
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

/** The link cannot show an order (expired, altered) or the shop could not be asked. */
function PayLinkProblem({ invalid }: { invalid: boolean }) {
  const t = useT();
  return (
    <div className={ORDER_PANEL} role="alert">
      <p>{t(invalid ? 'checkout.due.linkExpired' : 'checkout.thanks.failed')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}

/** An order that no longer awaits payment: paid (its receipt) or canceled when its hold ended. */
function OrderSettled({ order, headingRef }: { order: DueOrder; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const canceled = order.status === 'canceled';
  return (
    <div className={ORDER_PANEL} data-testid="pay-order">
      <OrderTitle headingRef={headingRef}>{canceled ? t('checkout.due.canceledTitle') : t('checkout.thanks.title')}</OrderTitle>
      <OrderNumber number={order.increment_id} />
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

/** What paying is doing: busy while the API or the gateway works, and the last refusal. */
interface Paying {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  problem: string;
  setProblem: (problem: string) => void;
  settle: (answer: PayAnswer) => void;
}

/** The methods that can pay the order, the chosen one's fields (hosted card fields, or where it leaves to be approved), and its button. */
function PayForm({ order, query, total, paying }: { order: DueOrder; query: string; total: string; paying: Paying }) {
  const t = useT();
  const [method, setMethod] = useState<string>('');
  const card = useRef<CardFieldsHandle | null>(null);
  const chosen = order.methods.find((candidate) => candidate.code === method) ?? order.methods[0] ?? null;
  const cardSettings = cardSettingsOf(chosen ?? undefined);
  const approval = approvalOf(chosen);
  const leave = payPageApprovalOf(chosen);
  const { busy, setBusy, problem, setProblem, settle } = paying;

  async function pay() {
    if (!chosen || busy) return;
    setProblem('');
    if (navigator.onLine === false) return setProblem(t('checkout.due.offline'));
    setBusy(true);
    if (leave) {
      const started = await leave(query);
      return started.ok ? window.location.assign(started.url) : settle(started);
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
    <form
      className="flex w-full flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <ChoiceGroup legend={t('checkout.due.method')} compact>
        {order.methods.map((candidate) => (
          <RadioRow
            key={candidate.code}
            name="payment"
            value={candidate.code}
            checked={chosen?.code === candidate.code}
            onSelect={() => setMethod(candidate.code)}
            className="flex min-h-6 items-center gap-2"
            control="size-5"
          >
            {candidate.title}
            {isTestMode(candidate) ? <span className="text-sm">({t('checkout.payment.testMode')})</span> : null}
          </RadioRow>
        ))}
      </ChoiceGroup>
      {cardSettings ? (
        <LazyCardFields
          settings={cardSettings}
          onHandle={(handle) => {
            card.current = handle;
          }}
        />
      ) : approval ? (
        <p className="text-sm">{t(approval.payPageNote)}</p>
      ) : null}
      {problem ? (
        <p role="alert" className="font-medium text-crab-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
        {busy ? t('checkout.due.paying') : approval ? t(approval.button) : t('checkout.due.pay', { total })}
      </button>
    </form>
  );
}

/** Paying the order: the API's answer leads to the receipt, or says why not (a closed order is read again). */
function usePaying(query: string | null, reload: () => void): Paying {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const settle = (answer: PayAnswer) => {
    setBusy(false);
    if (answer.ok) return void navigate(thankYouPath(answer.receipt), { replace: true });
    setProblem(answer.message || t('checkout.due.failed'));
    if (answer.closed) reload();
  };
  return { busy, setBusy, problem, setProblem, settle };
}

/** The balance a change of a paid order left due: its amount, the order's new total, and the form that takes it. */
function BalanceDue(props: { order: DueOrder; query: string; total: string; paying: Paying; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const { order } = props;
  return (
    <div className={ORDER_PANEL} data-testid="pay-order">
      <OrderTitle headingRef={props.headingRef}>{t('order.balance.payTitle')}</OrderTitle>
      <OrderNumber number={order.increment_id} />
      <p data-testid="balance-due">{t('order.balance.payText', { total: props.total })}</p>
      {order.methods.length === 0 ? (
        <p role="alert">{t('checkout.due.noMethods')}</p>
      ) : (
        <PayForm order={order} query={props.query} total={props.total} paying={props.paying} />
      )}
    </div>
  );
}

/**
 * /checkout/pay: an order placed offline and sent without its payment (it awaits payment, its items held until
 * pay_until). The thank-you step of a queued order leads here, and so does the e-mail's signed link. The shopper
 * pays the total the shop priced when the order was sent, by card (the gateway's hosted fields: the page gets a
 * token, never the number) or on a gateway's own approval page; if that total differs from the one seen offline,
 * the page says so first. The same link pays the balance a customer's change of a paid order left due (that amount only).
 */
export function PayOrderPage({ priceFormat, locale }: { priceFormat: PriceFormat; locale: string }) {
  const t = useT();
  const money = useMoney(priceFormat);
  const location = useLocation();
  const query = receiptQueryOf(location.search, currentStoreCode());
  const shownTotal = (location.state as PayPageState | null)?.shownTotal;
  const [loaded, reload] = useDueOrder(query);
  const paying = usePaying(query, reload);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useApprovalReturn(query, location, (search) => receiptQueryOf(search), {
    pay: (method, additional) => {
      if (!query) return;
      paying.setBusy(true);
      void payOrder(query, method, additional).then(paying.settle);
    },
    cancelled: (message) => paying.setProblem(t(message)),
  });
  useEffect(() => headingRef.current?.focus(), [loaded.state]);

  if (loaded.state === 'loading') return <p role="status">{t('checkout.due.loading')}</p>;
  if (loaded.state !== 'shown' || !query) return <PayLinkProblem invalid={loaded.state === 'refused'} />;
  const order = loaded.data;
  if (order.balance_due > 0) return <BalanceDue order={order} query={query} total={money(order.balance_due)} paying={paying} headingRef={headingRef} />;
  if (order.status !== 'awaiting_payment') return <OrderSettled order={order} headingRef={headingRef} />;
  const total = money(order.grand_total);
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(order.pay_until));
  const changed = shownTotal !== undefined && Math.round(shownTotal * 100) !== Math.round(order.grand_total * 100);

  return (
    <div className={ORDER_PANEL} data-testid="pay-order">
      <OrderTitle headingRef={headingRef}>{t('checkout.due.title')}</OrderTitle>
      <OrderNumber number={order.increment_id} />
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
        <PayForm order={order} query={query} total={total} paying={paying} />
      )}
    </div>
  );
}
