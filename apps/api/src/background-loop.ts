/**
 * Work after the answer runs as small loops, one round at a time. Stopping one clears its timer and waits
 * for the round under way, so a shutdown never closes the database under a half-done round (each round
 * claims its rows with conditional updates and gives back what it could not finish).
 */
export interface BackgroundLoop {
  /** Starts a round now unless one is running or the loop was stopped. */
  now(): void;
  /** No more rounds; resolves when the current one has finished. */
  stop(): Promise<void>;
}

export function startLoop(intervalMs: number, round: () => Promise<unknown>, onError: (error: unknown) => void): BackgroundLoop {
  let running: Promise<void> | null = null;
  let stopped = false;
  const now = () => {
    if (running || stopped) return;
    running = round()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(now, intervalMs);
  timer.unref();
  return {
    now,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** A loop that has nothing to do (its feature is not configured). */
export const idleLoop: BackgroundLoop = { now: () => undefined, stop: async () => undefined };

/**
 * A sweep: a loop every `variable` milliseconds of the environment (else `defaultMs`) that also runs once at start,
 * its failures logged as `failed`.
 */
export function startSweep(
  sweep: { env: NodeJS.ProcessEnv; variable: string; defaultMs: number; failed: string },
  round: () => Promise<unknown>,
  log: { error: (object: unknown, message: string) => void },
): BackgroundLoop {
  const configured = Number(sweep.env[sweep.variable]);
  const loop = startLoop(configured > 0 ? configured : sweep.defaultMs, round, (error) => log.error({ err: error }, sweep.failed));
  loop.now();
  return loop;
}

/**
 * Where a loop's retries go on from: each round takes the rows after the last one it tried, and starts again from the
 * oldest once a short round reached the newest, so rows that keep failing never hold newer ones back.
 */
export class RoundCursor {
  private lastId = 0;

  /** The id the next round starts after. */
  get after(): number {
    return this.lastId;
  }

  /** Moves on past the round just taken (`size`: the most a round takes). */
  advance(round: ReadonlyArray<{ id: number }>, size: number): void {
    this.lastId = round.length < size ? 0 : (round.at(-1)?.id ?? 0);
  }
}
