import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import type { Database, Engine, PoolStats } from '../db/index.js';
import type { CatalogReadModel } from '../catalog/index.js';

export interface MetricsSources {
  db: Kysely<Database>;
  readModel: CatalogReadModel;
  /** PostgreSQL's pool; absent for SQLite (one connection). */
  poolStats?: () => PoolStats;
  /** Newsletter choices wait for the marketing service only when one is configured. */
  newsletterForwarding: boolean;
  /** The database engine (its JSON functions read a shipment's state for the late rate per state). */
  engine?: Engine;
  onError: (error: unknown, what: string) => void;
}

/** What a page request made of the host's output cache (bypass: not cacheable, such as checkout or a POST). */
export type PageCacheResult = 'hit' | 'miss' | 'bypass';

interface OutboxState {
  depth: number;
  oldestAgeSeconds: number;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Scrapes from several Prometheus servers within this time share one round of database queries. */
const DATABASE_FIGURES_TTL_MS = 1_000;

/**
 * The process's figures in Prometheus' text format (prom-client). Labels are bounded: a route is its
 * pattern (`/api/cart/:cartId`), never the URL; statuses and methods are few. The database figures
 * (outboxes, payments) are the shop's, the same whichever process is asked: aggregate them with max,
 * not sum. Counters and histograms are this process's own.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requestSeconds: Histogram<'route' | 'method' | 'status'>;
  private readonly pageCache: Counter<'result'>;
  private readonly ordersPlaced: Counter<'store' | 'payment_method'>;
  private databaseFigures: { at: number; figures: Promise<DatabaseFigures | null> } | null = null;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    // Event-loop lag, heap, GC, CPU, open handles: prom-client's process metrics.
    collectDefaultMetrics({ register: this.registry });

    this.requestSeconds = new Histogram({
      name: 'shoreline_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status (its _count: requests)',
      labelNames: ['route', 'method', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.pageCache = new Counter({
      name: 'shoreline_page_cache_requests_total',
      help: "Storefront page requests by what the host's output cache did: hit, miss (rendered) or bypass (not cacheable)",
      labelNames: ['result'],
      registers,
    });
    this.ordersPlaced = new Counter({
      name: 'shoreline_orders_placed_total',
      help: 'Orders this process stored, by store and payment method',
      labelNames: ['store', 'payment_method'],
      registers,
    });

    const { readModel } = sources;
    this.valueGauge(
      'shoreline_catalog_version',
      'The catalog version (catalog_state.version) the read model serves',
      () => readModel.current().version,
    );
    this.valueGauge(
      'shoreline_catalog_build_seconds',
      'How long the last build of the catalog read model took',
      () => readModel.lastBuildSeconds,
    );
    const builds = new Histogram({
      name: 'shoreline_catalog_rebuild_seconds',
      help: 'Builds of the catalog read model (the first one at start included)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
    readModel.observeBuilds((seconds) => builds.observe(seconds));

    const figures = () => this.figures();
    const outboxGauge = (name: string, help: string, figure: keyof OutboxState) =>
      new Gauge({
        name,
        help,
        labelNames: ['outbox'],
        registers,
        async collect() {
          const current = await figures();
          this.reset();
          for (const [outbox, state] of Object.entries(current?.outboxes ?? {})) this.set({ outbox }, state[figure]);
        },
      });
    outboxGauge(
      'shoreline_outbox_depth',
      'Work waiting in an outbox of the shop (all processes): marketing events, newsletter forwards, e-cards to mail',
      'depth',
    );
    outboxGauge('shoreline_outbox_oldest_age_seconds', 'Age of the oldest waiting item of an outbox (0 when empty)', 'oldestAgeSeconds');
    new Gauge({
      name: 'shoreline_payments',
      help: 'Payments stored in the shop (all processes), by method and state',
      labelNames: ['method', 'state'],
      registers,
      async collect() {
        const current = await figures();
        this.reset();
        for (const row of current?.payments ?? []) this.set({ method: row.method, state: row.state }, row.count);
      },
    });

    new Gauge({
      name: 'shoreline_boxes_at_risk_open',
      help: 'Boxes at risk not resolved yet (a carrier exception, or not delivered by the end of their date), all processes',
      registers,
      async collect() {
        this.set((await figures())?.boxesAtRiskOpen ?? 0);
      },
    });
    const lateRate = (name: string, help: string, label: 'carrier' | 'state', of: (current: DatabaseFigures) => LateCount[]) =>
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers,
        async collect() {
          const current = await figures();
          this.reset();
          for (const row of current ? of(current) : []) this.set({ [label]: row.key }, row.shipped ? row.atRisk / row.shipped : 0);
        },
      });
    lateRate(
      'shoreline_late_rate_by_carrier',
      'Share of the boxes shipped with a carrier label that went at risk (late, a carrier exception, held for pickup, cancelled, in error or returning), by carrier',
      'carrier',
      (current) => current.lateByCarrier,
    );
    lateRate(
      'shoreline_late_rate_by_state',
      'Share of the boxes shipped with a carrier label that went at risk (late, a carrier exception, held for pickup, cancelled, in error or returning), by destination state',
      'state',
      (current) => current.lateByState,
    );

    const pool = sources.poolStats;
    new Gauge({
      name: 'shoreline_db_pool_connections',
      help: "The database pool's connections by state (busy, idle), its size (max) and queries waiting for one; SQLite: one connection",
      labelNames: ['state'],
      registers,
      collect() {
        if (!pool) {
          this.set({ state: 'max' }, 1);
          return;
        }
        const stats = pool();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'busy' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requestSeconds.observe({ route, method, status: String(status) }, seconds);
  }

  pageCacheResult(result: PageCacheResult): void {
    this.pageCache.inc({ result });
  }

  orderPlaced(storeCode: string, paymentMethod: string): void {
    this.ordersPlaced.inc({ store: storeCode, payment_method: paymentMethod });
  }

  /** Figures of the host's output cache, read at each scrape. */
  watchPageCache(size: () => { entries: number; bytes: number }): void {
    this.valueGauge('shoreline_page_cache_entries', "Pages in the host's output cache", () => size().entries);
    this.valueGauge('shoreline_page_cache_bytes', "Compressed bytes the host's output cache holds", () => size().bytes);
  }

  /** A gauge without labels whose value is read at each scrape. */
  private valueGauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  async render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private figures(): Promise<DatabaseFigures | null> {
    const now = Date.now();
    if (!this.databaseFigures || now - this.databaseFigures.at > DATABASE_FIGURES_TTL_MS) {
      const figures = readDatabaseFigures(this.sources.db, this.sources.newsletterForwarding, this.sources.engine ?? 'sqlite').catch(
        (error: unknown) => {
          this.sources.onError(error, 'metrics: database figures');
          return null;
        },
      );
      this.databaseFigures = { at: now, figures };
    }
    return this.databaseFigures.figures;
  }
}

/** Boxes shipped with a label, and how many of them went at risk, for one carrier or state. */
interface LateCount {
  key: string;
  shipped: number;
  atRisk: number;
}

interface DatabaseFigures {
  outboxes: Record<string, OutboxState>;
  payments: Array<{ method: string; state: string; count: number }>;
  boxesAtRiskOpen: number;
  lateByCarrier: LateCount[];
  lateByState: LateCount[];
}

/** Label shipments and their boxes at risk, by carrier and by destination state (read from the order's address). */
async function readLateCounts(db: Kysely<Database>, engine: Engine) {
  const count = sql<number>`count(*)`;
  const atRisk = sql<number>`count(r.id)`;
  const state =
    engine === 'postgres'
      ? sql<string | null>`(o.shipping_address::json->>'region_code')`
      : sql<string | null>`json_extract(o.shipping_address, '$.region_code')`;
  const shipped = db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('shipment_at_risk as r', 'r.shipment_id', 's.id')
    .where('s.provider', 'is not', null)
    .where('s.voided_at', 'is', null);
  const [open, byCarrier, byState] = await Promise.all([
    db.selectFrom('shipment_at_risk').select(count.as('count')).where('resolution', 'is', null).executeTakeFirstOrThrow(),
    shipped
      .select(['s.carrier as key', count.as('shipped'), atRisk.as('at_risk')])
      .groupBy('s.carrier')
      .execute(),
    shipped
      .select([state.as('key'), count.as('shipped'), atRisk.as('at_risk')])
      .groupBy(state)
      .execute(),
  ]);
  const counts = (rows: Array<{ key: string | null; shipped: number; at_risk: number }>): LateCount[] =>
    rows.map((row) => ({ key: row.key ?? 'unknown', shipped: Number(row.shipped), atRisk: Number(row.at_risk) }));
  return { boxesAtRiskOpen: Number(open.count), lateByCarrier: counts(byCarrier), lateByState: counts(byState) };
}

const ageOf = (oldest: string | null, now: number) => (oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0);

async function readDatabaseFigures(db: Kysely<Database>, newsletterForwarding: boolean, engine: Engine): Promise<DatabaseFigures> {
  const count = sql<number>`count(*)`;
  const [marketing, ecards, newsletter, payments, late] = await Promise.all([
    db
      .selectFrom('marketing_outbox')
      .select([count.as('depth'), sql<string | null>`min(created_at)`.as('oldest')])
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gift_cards')
      .select([count.as('depth'), sql<string | null>`min(created_at)`.as('oldest')])
      .where('delivered_at', 'is', null)
      .where('kind', 'in', [1, 3])
      .where('order_id', 'is not', null)
      .executeTakeFirstOrThrow(),
    newsletterForwarding
      ? db
          .selectFrom('newsletter_subscriptions')
          .select([count.as('depth'), sql<string | null>`min(updated_at)`.as('oldest')])
          .where('forwarded_at', 'is', null)
          .executeTakeFirstOrThrow()
      : null,
    db
      .selectFrom('payments')
      .select(['method', 'state', count.as('count')])
      .groupBy(['method', 'state'])
      .execute(),
    readLateCounts(db, engine),
  ]);
  const now = Date.now();
  const outboxes: Record<string, OutboxState> = {
    marketing: { depth: Number(marketing.depth), oldestAgeSeconds: ageOf(marketing.oldest, now) },
    ecards: { depth: Number(ecards.depth), oldestAgeSeconds: ageOf(ecards.oldest, now) },
  };
  if (newsletter) outboxes.newsletter = { depth: Number(newsletter.depth), oldestAgeSeconds: ageOf(newsletter.oldest, now) };
  return {
    outboxes,
    payments: payments.map((row) => ({ method: row.method, state: row.state, count: Number(row.count) })),
    ...late,
  };
}
