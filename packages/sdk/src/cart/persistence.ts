import { parseJson, type KeyValueStorage } from '../storage/storage.js';

/** The cart's keys under the storage prefix. */
const STORAGE_KEYS = {
  items: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
  totals: 'current-totals',
  /** The shipping and payment methods last offered: an offline checkout (a reload without a connection) offers them. */
  methods: 'current-methods',
  /** The customer's cart a session the server ended left its lines from (ended-session.ts). */
  endedCustomerCart: 'ended-customer-cart',
} as const;

export type CartKey = keyof typeof STORAGE_KEYS;

export const CART_KEYS = Object.keys(STORAGE_KEYS) as CartKey[];

/**
 * The cart's copy in storage. Writes are chained so they land in the order made, and each key's
 * text as this tab last wrote or read it is remembered: a different stored text is another tab's write.
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

  /** Stores the value as JSON after the writes started before; a failed write is logged. */
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

  /** The stored JSON value of a cart key (the fallback when missing or unreadable), remembered as seen. */
  async read<T>(name: CartKey, fallback: T): Promise<T> {
    const key = this.key(name);
    const value = await this.storage.getItem(key);
    this.seen.set(key, value);
    return value === null ? fallback : parseJson(value, fallback);
  }

  /**
   * The text stored now, remembered as seen; it wins over a storage event's: when two tabs write one key
   * at nearly the same time (both replacing a gone cart), each receives the other's event, and only the
   * stored value is the same for both. The event's value serves when the storage cannot be read.
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

  /** The text stored now, without remembering it. */
  peek(key: string): string | null | Promise<string | null> {
    return this.storage.getItem(key);
  }

  /** True when the stored text is not what this tab last wrote or read: another tab wrote it. */
  isOtherTabsWrite(key: string, storedText: string | null): boolean {
    return storedText !== (this.seen.get(key) ?? null);
  }
}
