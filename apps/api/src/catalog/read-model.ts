import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import { applyStockRows, buildSnapshot, type SnapshotOptions } from './build-documents.js';
import type { CatalogSnapshot } from './snapshot-types.js';
import { loadCatalogRows, loadStockChangesSince, readCatalogVersion, readLatestStockEventId } from './storage.js';

/**
 * The in-process catalog read model. It is built from the database at start,
 * rebuilt when the catalog version in the database moves (any process that
 * changes the catalog or stock bumps it, so every process sharing a PostgreSQL
 * follows within one poll interval) and when a special-price window opens or closes.
 */
export class CatalogReadModel {
  private snapshot: CatalogSnapshot;
  private timer: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> | null = null;
  /** Told how long each build took, the one at start included (metrics). */
  private readonly buildObservers: Array<(seconds: number) => void> = [];
  /** Seconds the last build took. */
  lastBuildSeconds: number;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: FastifyBaseLogger,
    private readonly options: SnapshotOptions,
    snapshot: CatalogSnapshot,
    buildSeconds: number,
  ) {
    this.snapshot = snapshot;
    this.lastBuildSeconds = buildSeconds;
  }

  static async load(db: Kysely<Database>, logger: FastifyBaseLogger, options: SnapshotOptions = {}): Promise<CatalogReadModel> {
    const started = performance.now();
    const snapshot = await CatalogReadModel.build(db, options);
    return new CatalogReadModel(db, logger, options, snapshot, (performance.now() - started) / 1000);
  }

  /** Calls `observer` with the first build's time and every rebuild's. */
  observeBuilds(observer: (seconds: number) => void): void {
    this.buildObservers.push(observer);
    observer(this.lastBuildSeconds);
  }

  /** Whether the snapshot holds a catalog to sell from (a database that was never seeded or imported has no store). */
  get loaded(): boolean {
    return this.snapshot.stores.length > 0;
  }

  private static async build(db: Kysely<Database>, options: SnapshotOptions): Promise<CatalogSnapshot> {
    const stockEventId = await readLatestStockEventId(db);
    const snapshot = buildSnapshot(await loadCatalogRows(db), new Date(), options);
    snapshot.stockEventId = stockEventId;
    return snapshot;
  }

  current(): CatalogSnapshot {
    if (this.snapshot.staleAt !== null && Date.now() >= this.snapshot.staleAt) void this.rebuild();
    return this.snapshot;
  }

  /** Rebuilds now (one rebuild at a time); callers that changed the catalog await it. */
  rebuild(): Promise<void> {
    this.rebuilding ??= (async () => {
      try {
        const started = performance.now();
        this.snapshot = await CatalogReadModel.build(this.db, this.options);
        this.lastBuildSeconds = (performance.now() - started) / 1000;
        for (const observer of this.buildObservers) observer(this.lastBuildSeconds);
        this.logger.info({ version: this.snapshot.version, ms: Math.round(this.lastBuildSeconds * 1000) }, 'catalog read model rebuilt');
      } catch (error) {
        this.logger.error({ err: error }, 'catalog read model rebuild failed; serving the previous one');
      } finally {
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }

  async refreshIfChanged(): Promise<void> {
    const version = await readCatalogVersion(this.db);
    if (version !== this.snapshot.version) return this.rebuild();
    const latest = await readLatestStockEventId(this.db);
    if (latest <= this.snapshot.stockEventId) return;
    const { lastId, rows } = await loadStockChangesSince(this.db, this.snapshot.stockEventId);
    // Replace the snapshot object so caches keyed on it see a new one.
    const next: CatalogSnapshot = { ...this.snapshot, stockEventId: lastId };
    if (applyStockRows(next, rows)) return this.rebuild();
    this.snapshot = next;
  }

  startPolling(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.refreshIfChanged().catch((error: unknown) => this.logger.warn({ err: error }, 'catalog version check failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops polling; resolves once a rebuild under way has finished (it reads the database). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.rebuilding;
  }
}
