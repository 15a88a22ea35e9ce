import { parseJson, type KeyValueStorage } from '../storage/storage.js';
import type { TotalSegment, Totals } from './types.js';

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
export type StoredTotals = { platformTotals?: Totals | null; platformTotalSegments?: TotalSegment[] | null } | null;

/** The keys tabs share the cart through. */
export const SHARED_KEYS: readonly CartKey[] = ['items', 'token', 'hash', 'totals'];

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

  key = (name: CartKey): string => `${this.prefix}${STORAGE_KEYS[name]}`;

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

  flush = (): Promise<void> => this.writes;

  async read<T>(name: CartKey, fallback: T): Promise<T> {
    const text = await this.readText(this.key(name));
    return text === null ? fallback : parseJson(text, fallback);
  }

  /**
   * The text stored now, remembered as seen; it wins over a storage event's: when two tabs write one key at nearly the
   * same time, each receives the other's event, and only the stored value is the same for both. Else the event's.
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

  otherTabWrote = async (key: string): Promise<boolean> => (await this.storage.getItem(key)) !== (this.seen.get(key) ?? null);
}
