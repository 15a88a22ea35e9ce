import { sleep } from '../sandbox-http.js';

/**
 * How the sandboxes deliver webhooks: a POST to the shop a moment after the event (gateways
 * never notify inside the call that caused it), retried a few times on failure as the real
 * gateways do. Until the shop is listening there is nowhere to deliver, and events are dropped.
 */
export interface WebhookDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const ATTEMPTS = 3;

export class SandboxWebhookSender {
  private target: string | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly delayMs = 150,
    private readonly retryMs = 1000,
  ) {}

  /** The shop's origin, known once its server listens. */
  setTarget(origin: string | null): void {
    this.target = origin;
  }

  send(delivery: () => WebhookDelivery): void {
    if (!this.target) return;
    const origin = this.target;
    const job = this.deliver(origin, delivery()).finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  /** Waits for the deliveries under way (tests and shutdown). */
  async settle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(origin: string, delivery: WebhookDelivery): Promise<void> {
    await sleep(this.delayMs);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const answer = await fetch(origin + delivery.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...delivery.headers },
          body: delivery.body,
          signal: AbortSignal.timeout(5000),
        });
        await answer.arrayBuffer();
        if (answer.status < 500) return;
      } catch {
        // The shop may be restarting; try again.
      }
      if (attempt < ATTEMPTS) await sleep(this.retryMs * attempt);
    }
  }
}
