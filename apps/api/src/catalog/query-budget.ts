import { Unavailable } from '../errors.js';

export const OVER_BUDGET_MESSAGE = 'The catalog query took too long. Narrow the filters and try again.';

export class QueryBudgetExceeded extends Unavailable {
  constructor() {
    super(OVER_BUDGET_MESSAGE);
  }
}

/** Reading the clock on every document would cost more than the work it guards. */
const TICKS_PER_CLOCK_READ = 256;

/**
 * A per-request time limit for a catalog query: its loops call `tick()` for each unit
 * of work and `check()` between phases, and a query over the limit stops with
 * QueryBudgetExceeded instead of holding the event loop (every other request waits on it).
 */
export class QueryBudget {
  private ticks = 0;
  private readonly deadline: number;

  constructor(
    limitMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.deadline = clock() + limitMs;
  }

  static unlimited(): QueryBudget {
    return new QueryBudget(Number.POSITIVE_INFINITY);
  }

  readonly tick = (): void => {
    this.ticks++;
    if (this.ticks % TICKS_PER_CLOCK_READ === 0) this.check();
  };

  check(): void {
    if (this.clock() >= this.deadline) throw new QueryBudgetExceeded();
  }
}
