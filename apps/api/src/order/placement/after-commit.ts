import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import type { Address, CartTotals } from '../../cart/index.js';
import { profileOf } from '../../marketing/index.js';
import { productPictures, viewMailBrand } from '../../mail/index.js';
import { confirmationMail } from '../mails/confirmation-mail.js';
import { isAccountOwnersAddress, orderPageUrl } from '../mails/mail-links.js';
import { pricedOrderOfOrder } from '../priced-order-of-row.js';
import { sendNewOrderNotice } from '../mails/shop-notice-mail.js';
import { AWAITING, mailPaymentDue } from '../money/awaiting-payment.js';
import { findOrderItems, type OrderRow } from '../storage.js';
import { inviteRecipient } from '../recipient-day/recipient-day.js';

/**
 * What follows an order once its transaction committed, run from the committed order (never from the URL that
 * committed it): every path that places or pays an order (the order call, a wallet's return, the offline queue's
 * replay, the pay page, a gateway's webhook) says which moment it committed, once, and the effects of that moment
 * run. An effect never fails the shopper's request: a failure is logged (the order stands).
 */
export type OrderMoment =
  /** The order was stored (paid, pending at its gateway, paid offline later, or awaiting its payment). */
  | 'placed'
  /** An order that awaited its payment was paid on its pay page. */
  | 'paid-later'
  /** The gateway's word completed a payment that was pending (a capture its gateway held). */
  | 'payment-completed';

export interface CommittedOrder {
  moment: OrderMoment;
  order: OrderRow;
  /** The order's store view (absent only when it is no longer served). */
  store: StoreCatalog | undefined;
  /** At placing: the totals the order was priced at and the billing address (the marketing event reads them). */
  placed?: { totals: CartTotals; billing: Address };
}

interface AfterCommitEffect {
  name: string;
  moments: readonly OrderMoment[];
  run(committed: CommittedOrder): Promise<unknown> | void;
}

/** Told of every committed order before its effects run (tests count them). */
export type OrderCommittedListener = (moment: OrderMoment, orderId: number) => void;

/** The order's confirmation, with its lines and links; an unpaid order gets it once paid (ADR 0011). */
async function sendConfirmation(context: ApiContext, store: StoreCatalog, order: OrderRow): Promise<void> {
  try {
    await mailConfirmation(context, store, order);
  } catch (error) {
    // The order stands; a failed e-mail is logged for the shop to resend.
    context.log.error({ err: error, order: order.increment_id }, 'order confirmation e-mail failed');
  }
}

async function mailConfirmation(context: ApiContext, store: StoreCatalog, order: OrderRow): Promise<void> {
  const items = await findOrderItems(context.db, order.id);
  const toAccountOwner = await isAccountOwnersAddress(context, order);
  const mail = confirmationMail({
    order,
    priced: pricedOrderOfOrder(order, items),
    store: {
      name: store.store.name,
      locale: store.store.i18n.defaultLocale,
      priceFormat: store.store.priceFormat,
      timeZone: context.config.shipping.calendar.timeZone,
    },
    toAccountOwner,
    brand: viewMailBrand(context.config, store.store),
    orderUrl: orderPageUrl(context.config, context.secret, store.store, order, toAccountOwner),
    imageOf: productPictures(context.config, store),
  });
  await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
}

/** The one list of what a committed order sets off, in the order they start. */
function effectsOf(context: ApiContext, wakeFulfilment: () => void): AfterCommitEffect[] {
  return [
    {
      name: 'catalog refresh',
      moments: ['placed', 'paid-later'],
      run: () => context.readModel.refreshIfChanged(),
    },
    {
      name: 'order metrics',
      moments: ['placed'],
      run: ({ order }) => context.metrics.orderPlaced(order.store_code, order.payment_method_code),
    },
    {
      name: 'payment-due mail',
      moments: ['placed'],
      run: ({ order, store }) => (store && order.status === AWAITING ? mailPaymentDue(context, store, order) : undefined),
    },
    {
      name: 'confirmation mail',
      moments: ['placed', 'paid-later'],
      // An order awaiting its payment gets only the payment-due mail; its confirmation follows its payment.
      run: ({ order, store }) => (store && order.status !== AWAITING ? sendConfirmation(context, store, order) : undefined),
    },
    {
      // A gift whose recipient chooses the day: their invitation goes with the buyer's confirmation.
      name: 'recipient day invitation',
      moments: ['placed', 'paid-later'],
      run: ({ order }) => (order.status !== AWAITING ? inviteRecipient(context, order) : undefined),
    },
    {
      name: 'shop notice',
      moments: ['placed'],
      run: ({ order, store }) => (store ? sendNewOrderNotice(context, store, order) : undefined),
    },
    {
      name: 'marketing placed order',
      moments: ['placed'],
      run: ({ order, store, placed }) =>
        store && placed
          ? context.marketing?.placedOrder(store, order, placed.totals, profileOf(placed.billing, order.customer_id))
          : undefined,
    },
    {
      // Gift cards and download links of a captured order: looked for now rather than at the next round.
      name: 'fulfilment',
      moments: ['placed', 'paid-later', 'payment-completed'],
      run: () => wakeFulfilment(),
    },
  ];
}

export class OrderEffects {
  private readonly effects: readonly AfterCommitEffect[];

  constructor(
    private readonly context: ApiContext,
    options: { wakeFulfilment?: () => void; onCommitted?: OrderCommittedListener } = {},
  ) {
    this.effects = effectsOf(context, options.wakeFulfilment ?? (() => undefined));
    this.onCommitted = options.onCommitted ?? (() => undefined);
  }

  private readonly onCommitted: OrderCommittedListener;

  /** The store view an order was placed in, as the catalog serves it now. */
  storeOf(order: OrderRow): StoreCatalog | undefined {
    return this.context.readModel.current().byStore.get(order.store_code);
  }

  /**
   * Starts the moment's effects; called once, after the transaction that committed it. The answer does not wait
   * for them (the mails and events go out beside it).
   */
  committed(committed: CommittedOrder): void {
    this.onCommitted(committed.moment, committed.order.id);
    for (const effect of this.effects) {
      if (!effect.moments.includes(committed.moment)) continue;
      try {
        void Promise.resolve(effect.run(committed)).catch((error: unknown) => this.failed(effect, committed, error));
      } catch (error) {
        this.failed(effect, committed, error);
      }
    }
  }

  private failed(effect: AfterCommitEffect, { order }: CommittedOrder, error: unknown): void {
    this.context.log.error({ err: error, order: order.increment_id, effect: effect.name }, `order ${effect.name} failed`);
  }
}
