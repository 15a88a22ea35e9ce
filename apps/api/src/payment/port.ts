import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { OrderConfirmationWire } from '@shoreline/domain/wire/order';
import type { CartService } from '../cart/index.js';
import type { StoreCatalog } from '../catalog/index.js';
import type { ApiConfig } from '../config.js';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import type { Refusals } from '../http/index.js';
import type { MethodWords } from '../method-names/index.js';
import type { OfferedMethod } from '../payment-methods/index.js';
import type { ChargeInput, ChargeOutcome } from './charge.js';
import type { PaymentSandbox, SandboxStarter } from './sandbox-server.js';
import type { PaymentService } from './service.js';
import type { PendingOrderOutcome } from './webhooks/reconcile.js';

/**
 * The payment port (ADR 0014): what the shop asks of any way of being paid. A provider is one payment method
 * (its spec code) and, for a gateway, the gateway behind it; the registry (registry.ts) lists them, and the
 * checkout, the pay page, the back office's capture/void/refund and the webhooks read the registry instead of
 * naming a gateway. Adding a gateway is one folder (its client, sandbox and this interface) and one registry line.
 */
export interface PaymentProvider {
  /** The method as the checkout lists it: its code, title, when it is offered and what the browser needs. */
  readonly method: OfferedMethod;
  /** What the payments row records as its gateway (`nmi` for the card gateway); null for a method paid outside any gateway. */
  readonly gateway: string | null;
  /** Offered in this process: a live gateway without credentials is not. */
  readonly offered: boolean;
  /** Its payments are tests (test mode): no money moves. */
  readonly testMode: boolean;
  /** Origins the checkout page's Content-Security-Policy must allow for it (hosted fields). */
  readonly cspOrigins: readonly string[];
  /** An order may be placed with it now and paid later through its pay link (ADR 0011). */
  readonly payableLater: boolean;
  /** A `pending` payment of it is one the gateway holds (a capture under review), neither voidable nor refundable yet. */
  readonly holdsPendingCaptures: boolean;
  /** How long a call to its gateway may wait for an answer (its timeout); null for a method paid outside any gateway. */
  readonly callTimeoutMs: number | null;
  /** Back-office operations on a payment of this provider. */
  readonly operations: PaymentOperations;
  /** The provider's signed webhook, or null when it has none. */
  readonly webhook: WebhookReceiver | null;
  /** The checkout's side: takes an order's money with what the browser sent; null for a method paid outside any gateway. */
  checkout(services: CheckoutServices): ProviderCheckout | null;
  /**
   * Calls of its own beside the shop's (a wallet's approval started and completed on its own wire), registered by
   * payment/routes.ts; absent for a provider the checkout and the pay page pay through their own calls.
   */
  registerRoutes?(app: FastifyInstance, context: ApiContext, services: ProviderRouteServices): void;
}

/** What a provider's own calls work with: the carts, the checkouts and the order side (built in the composition root). */
export interface ProviderRouteServices {
  carts: CartService;
  /** The checkout side of each provider by method code (registry.ts's PaymentCheckouts). */
  checkouts: { of(code: string): ProviderCheckout | undefined };
  orders: ApprovedOrders;
}

/** The fields of an order's signed pay link, as the pay page sends them. */
export interface PayLinkFields {
  order: string;
  expires: string;
  sig: string;
}

/**
 * An order awaiting its payment, or the balance a customer's change left due on one, that a provider may take now: the
 * charge's cart key (the order's cart, or the balance's own) and amount, and where the shopper comes back to.
 */
export interface AwaitingOrderTarget {
  cartId: string;
  storeCode: string;
  amountCents: number;
  currency: string;
  brandName: string;
  locale: string;
  /** The order's pay page, at its store's own address. */
  payPage: string;
}

/**
 * The order side of a provider's own calls, implemented by order/approved-orders.ts: `payment/` sits below `order/`,
 * so a provider that completes an order on its own wire asks for it through this interface.
 */
export interface ApprovedOrders {
  /** The refusals of placing an order and of paying one through its pay link, for the calls' documentation. */
  refusals: { placing: Refusals; paying: Refusals };
  /** The pay link's fields as a request body. */
  payLink: z.ZodType<PayLinkFields>;
  /**
   * Places the order `body` describes (as POST /api/order takes it) with the method `code`, whose payment the shopper
   * approved: `additional` is what the provider's charge reads instead of the body's payment_method_additional.
   */
  placeApproved(
    store: StoreCatalog,
    body: Record<string, unknown>,
    customerId: number | null,
    approved: { code: string; additional: unknown },
  ): Promise<OrderConfirmationWire>;
  /** The answer for an order already placed; `own`: to the cart that placed it (with its receipt link). */
  placed(orderId: number, own: boolean): Promise<OrderConfirmationWire | undefined>;
  /** The order a pay link names, when it awaits its payment or owes a balance and the method `code` may pay it now. */
  awaitingPayment(link: PayLinkFields, code: string): Promise<AwaitingOrderTarget>;
}

/** What a provider's checkout works with, built once in the composition root. */
export interface CheckoutServices {
  db: Kysely<Database>;
  payments: PaymentService;
  log: (message: string) => void;
}

export interface ProviderCheckout {
  /**
   * Authorizes and captures the order's amount (`input`, the server's own figures) with what the browser sent
   * (`additional`: the hosted fields' token, an approved wallet order's token); PaymentFailed when refused.
   */
  charge(input: ChargeInput, additional: unknown): Promise<ChargeOutcome>;
  /** The provider's own flow, for routes of its own that start payments (a wallet's approval page). */
  own?: object;
}

/** Where an operation writes what the gateway answered: the payment's own event log. */
import type { PaymentLedger, PaymentOperations } from './operations.js';

export type { PaymentLedger, PaymentOperations };

/** The route a provider's webhook arrives at, and how it is verified and applied (webhooks/routes.ts runs it once per event id). */
export interface WebhookReceiver {
  path: string;
  summary: string;
  description: string;
  /** 400 when the body is read before it is verified. */
  refusesInvalidBody: boolean;
  /**
   * Verifies the delivery over its raw body (Unauthorized when it is not, Unavailable when the provider has no
   * webhook settings) and answers its event and the work that applies it.
   */
  receive(request: FastifyRequest, raw: string, context: ApiContext, services: WebhookServices): Promise<WebhookDelivery>;
}

export interface WebhookServices {
  pendingOrders: PendingOrderOutcome;
}

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  apply(): Promise<{ paymentId: number | null; outcome: string }>;
}

/** What a registry line needs to build its provider when the API starts. */
export interface ProviderSetup {
  config: ApiConfig;
  /** PAYMENT_MODE=test. */
  test: boolean;
  /** The sandboxes' server, when some gateway runs on it. */
  sandbox: PaymentSandbox | null;
}

/** One registry line: how a provider starts from the configuration. */
export interface PaymentAdapter {
  /** The gateway name its payments rows record; null for a method paid outside any gateway. */
  gateway: string | null;
  /** Its `pending` payments are captures the gateway holds (PaymentProvider.holdsPendingCaptures). */
  holdsPendingCaptures: boolean;
  /** How the shopper's copy names a gateway method paid now or through the pay link (a list of ways to pay); absent for others. */
  words?: MethodWords;
  /** The credentials that take it live, for the start-up refusal of test mode (`NMI_SECURITY_KEY/...`); null for none. */
  credentials: string | null;
  /** In test mode without credentials the provider runs on the built-in sandbox; its name for the start-up warning. */
  sandboxedAs(config: ApiConfig, test: boolean): string | null;
  /** In live mode without credentials the provider is not offered; its name for the start-up warning. */
  missingIn(config: ApiConfig): string | null;
  /** Its gateway's sandbox on the sandboxes' server (test mode); absent for a method paid outside any gateway. */
  sandbox?: SandboxStarter;
  create(setup: ProviderSetup): PaymentProvider;
}
