import { parseJson, type KeyValueStorage } from '../storage/storage.js';
import type { CartContext } from './context.js';
import type { CartItem, TotalSegment, Totals } from './types.js';

const STORAGE_KEYS = {
  items: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
  totals: 'current-totals',
  /** The methods last offered: a checkout reloaded offline offers them. */
  methods: 'current-methods',
  /** The customer's cart a session the server ended left its lines from (sync.ts). */
  endedCustomerCart: 'ended-customer-cart',
} as const;

export type CartKey = keyof typeof STORAGE_KEYS;
type StoredTotals = { platformTotals?: Totals | null; platformTotalSegments?: TotalSegment[] | null } | null;

/** The keys tabs share the cart through. */
const SHARED_KEYS: readonly CartKey[] = ['items', 'token', 'hash', 'totals'];

/**
 * The cart's copy in storage. Writes are chained so they land in the order made, and each key's text as this tab
 * last wrote or read it is remembered: a different stored text is another tab's write.
 */
export class CartStorage {
  private readonly seen = new Map<string, string | null>();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly prefix: string,
    private readonly logger: Pick<Console, 'warn'>,
  ) {}

  key(name: CartKey): string {
    return `${this.prefix}${STORAGE_KEYS[name]}`;
  }

  write(name: CartKey, value: unknown): void {
    const key = this.key(name);
    const text = JSON.stringify(value);
    this.writes = this.writes
      .then(async () => {
        await this.storage.setItem(key, text);
        this.seen.set(key, text);
      })
      .catch((error: unknown) => this.logger.warn(`Could not store ${key}:`, error));
  }

  /** Resolves once every write started so far has finished. */
  flush(): Promise<void> {
    return this.writes;
  }

  async read<T>(name: CartKey, fallback: T): Promise<T> {
    const text = await this.readText(this.key(name));
    return text === null ? fallback : parseJson(text, fallback);
  }

  /**
   * The text stored now, remembered as seen; it wins over a storage event's: when two tabs write one key at nearly
   * the same time, each receives the other's event, and only the stored value is the same for both. The event's
   * value serves when the storage cannot be read.
   */
  async readText(key: string, eventValue?: string | null): Promise<string | null> {
    try {
      const value = await this.storage.getItem(key);
      this.seen.set(key, value);
      return value;
    } catch (error) {
      if (eventValue !== undefined) return eventValue;
      throw error;
    }
  }

  /** True when the stored text is not what this tab last wrote or read: another tab wrote it. */
  async otherTabWrote(key: string): Promise<boolean> {
    return (await this.storage.getItem(key)) !== (this.seen.get(key) ?? null);
  }
}

/**
 * A window "storage" event for a cart key: what another tab stored is taken over as it is. That tab has synced it
 * with the server already, so this tab does not push it again.
 */
export async function handleStorageChange(ctx: CartContext, key: string | null, newValue?: string | null): Promise<void> {
  const name = SHARED_KEYS.find((candidate) => ctx.store.key(candidate) === key);
  if (!name || key === null) return;
  const text = await ctx.store.readText(key, newValue);
  if (name === 'items') {
    ctx.update({ cartItems: text === null ? [] : parseJson<CartItem[]>(text, ctx.state.cartItems) });
    ctx.processQueueInBackground();
  } else if (name === 'totals') {
    const totals = parseJson<StoredTotals>(text ?? 'null', null);
    ctx.update({ platformTotals: totals?.platformTotals ?? null, platformTotalSegments: totals?.platformTotalSegments ?? null });
  } else {
    ctx.update({ [name === 'token' ? 'cartServerToken' : 'cartItemsHash']: parseJson<string | null>(text ?? 'null', null) });
  }
}

/** Takes over the cart another tab stored (items, token, hash, totals), as its storage events would. */
export async function takeStoredCart(ctx: CartContext): Promise<void> {
  for (const name of SHARED_KEYS) await handleStorageChange(ctx, ctx.store.key(name));
}

/** Takes over each cart key another tab has written since this tab last wrote or read it. */
export async function adoptOtherTabsWrites(ctx: CartContext): Promise<void> {
  try {
    for (const name of SHARED_KEYS) {
      if (await ctx.store.otherTabWrote(ctx.store.key(name))) await handleStorageChange(ctx, ctx.store.key(name));
    }
  } catch (error) {
    ctx.logger.warn('The stored cart could not be read:', error instanceof Error ? error.message : error);
  }
}

/** The stored totals a page life starts from. */
export async function readStoredTotals(
  ctx: CartContext,
): Promise<{ platformTotals: Totals | null; platformTotalSegments: TotalSegment[] | null }> {
  const stored = await ctx.store.read<StoredTotals>('totals', null);
  return { platformTotals: stored?.platformTotals ?? null, platformTotalSegments: stored?.platformTotalSegments ?? null };
}
