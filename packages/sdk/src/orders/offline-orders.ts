import { readJson, writeJson, type KeyValueStorage } from '../storage/storage.js';

/**
 * Orders placed while offline: kept in the browser's storage
 * until the shopper is back online and confirms them ('Order waiting!'), or until the thank-you
 * page sends them itself. The server places an order once per client order id, so sending one
 * twice (two tabs, a retry after a lost answer) answers the same confirmation.
 */
export interface QueuedOrder<Body = unknown> {
  /** The client order id, also in the body (`order_id`). */
  order_id: string;
  created_at: string;
  updated_at: string;
  cart_id: string;
  store_code?: string;
  /** The lines as the shopper saw them: the server's lines replace them when they still agree. */
  lines: Array<{ sku: string; qty: number }>;
  body: Body;
  /**
   * The grand total the checkout showed while offline. The server prices the order when it is sent; a total
   * that differs is shown to the shopper before they pay (an order placed offline is paid afterwards).
   */
  shown_total?: number;
}

/** What the server said to one order: placed, refused for good (cancelled) or not reached (kept). */
export type OrderOutcome =
  /** `confirmation`: the server's answer as the sender passed it on (an order awaiting payment carries its pay link). */
  | { kind: 'placed'; orderNumber: string; confirmation?: unknown }
  | { kind: 'cancelled'; status: number; message: string }
  | { kind: 'kept'; message: string };

export type SendOrder<Body> = (
  order: QueuedOrder<Body>,
) => Promise<{ status: number; orderNumber?: string; message?: string; confirmation?: unknown }>;

export interface TransmitResult<Body> {
  order: QueuedOrder<Body>;
  outcome: OrderOutcome;
}

/** The HTTP answers that mean "this order will never go through as it is": the shopper must act. */
const FINAL_REFUSALS = new Set([400, 404, 409, 422]);

export class OfflineOrderQueue<Body = unknown> {
  private pending: Promise<unknown> = Promise.resolve();
  private sending: Promise<Array<TransmitResult<Body>>> | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Promise<Array<QueuedOrder<Body>>> {
    return this.serialised(() => this.read());
  }

  /** Keeps an order to send later; the same order id replaces the earlier copy. */
  enqueue(order: Omit<QueuedOrder<Body>, 'created_at' | 'updated_at'>): Promise<QueuedOrder<Body>> {
    const stamp = this.now().toISOString();
    const queued: QueuedOrder<Body> = { ...order, created_at: stamp, updated_at: stamp };
    return this.change((orders) => [...orders.filter((o) => o.order_id !== order.order_id), queued]).then(() => queued);
  }

  /** Cancelling: the shopper chose not to send them. */
  remove(orderIds: readonly string[]): Promise<void> {
    return this.change((orders) => orders.filter((o) => !orderIds.includes(o.order_id)));
  }

  /**
   * Sends every kept order, oldest first. A placed or finally refused order leaves the queue; one
   * the server did not answer (network down, 5xx) stays for the next time, and the rest wait too.
   * Calls made while a run is going join that run.
   */
  transmit(send: SendOrder<Body>): Promise<Array<TransmitResult<Body>>> {
    this.sending ??= this.run(send).finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async run(send: SendOrder<Body>): Promise<Array<TransmitResult<Body>>> {
    const results: Array<TransmitResult<Body>> = [];
    for (const order of await this.list()) {
      const outcome = await this.sendOne(send, order);
      results.push({ order, outcome });
      if (outcome.kind === 'kept') break;
      await this.remove([order.order_id]);
    }
    return results;
  }

  private async sendOne(send: SendOrder<Body>, order: QueuedOrder<Body>): Promise<OrderOutcome> {
    try {
      const answer = await send(order);
      if (answer.status === 200 && answer.orderNumber)
        return {
          kind: 'placed',
          orderNumber: answer.orderNumber,
          ...(answer.confirmation !== undefined ? { confirmation: answer.confirmation } : {}),
        };
      if (FINAL_REFUSALS.has(answer.status)) return { kind: 'cancelled', status: answer.status, message: answer.message ?? '' };
      return { kind: 'kept', message: answer.message ?? '' };
    } catch (error) {
      return { kind: 'kept', message: error instanceof Error ? error.message : '' };
    }
  }

  private read(): Promise<Array<QueuedOrder<Body>>> {
    return readJson<Array<QueuedOrder<Body>>>(this.storage, this.key, []).then((orders) => (Array.isArray(orders) ? orders : []));
  }

  private change(update: (orders: Array<QueuedOrder<Body>>) => Array<QueuedOrder<Body>>): Promise<void> {
    return this.serialised(async () => {
      const orders = update(await this.read());
      if (orders.length === 0) await this.storage.removeItem(this.key);
      else await writeJson(this.storage, this.key, orders);
    });
  }

  private serialised<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.pending.then(operation, operation);
    this.pending = result.catch(() => undefined);
    return result;
  }
}
