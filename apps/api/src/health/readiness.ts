import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';

export type ReadinessCheck = { ready: true } | { ready: false; reason: string };

export interface ReadinessSources {
  db: Kysely<Database>;
  /** Names of the migrations this build knows that the database has not run. */
  pendingMigrations(): Promise<string[]>;
  /** Whether the catalog read model holds a catalog to serve. */
  catalogLoaded(): boolean;
}

/**
 * Whether this process should be sent traffic: the database answers, it has every migration this build
 * knows, the catalog read model is loaded, and no shutdown has begun. Liveness (/api/health) asks only
 * whether the process answers at all.
 */
export class Readiness {
  private shutdownSince: number | null = null;
  private migrated = false;

  constructor(private readonly sources: ReadinessSources) {}

  /** From now on the process answers "not ready" (a load balancer's health check takes it out). */
  beginShutdown(): void {
    this.shutdownSince ??= Date.now();
  }

  get shuttingDown(): boolean {
    return this.shutdownSince !== null;
  }

  async check(): Promise<ReadinessCheck> {
    if (this.shuttingDown) return { ready: false, reason: 'shutting down' };
    try {
      await sql`select 1`.execute(this.sources.db);
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    // Once every migration has run it stays so; until then each check asks again.
    if (!this.migrated) {
      let pending: string[];
      try {
        pending = await this.sources.pendingMigrations();
      } catch {
        return { ready: false, reason: 'database unreachable' };
      }
      if (pending.length > 0) return { ready: false, reason: `migrations not applied: ${pending.join(', ')}` };
      this.migrated = true;
    }
    if (!this.sources.catalogLoaded()) return { ready: false, reason: 'catalog not loaded' };
    // A shutdown may have begun while the checks ran.
    if (this.shuttingDown) return { ready: false, reason: 'shutting down' };
    return { ready: true };
  }
}
